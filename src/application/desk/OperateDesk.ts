import { withEditing } from '../../domain/desk/deskUpdates';
import { openDesk } from '../../domain/desk/openDesk';
import type { DomainError } from '../../domain/shared/DomainError';
import type { Result } from '../../domain/shared/Result';
import { ok } from '../../domain/shared/Result';
import type { DeskHost } from '../ports/DeskHost';
import type { DeskWindow } from './DeskWindow';

/** What the operator did: the match now concerned. */
export interface Operated {
  readonly contextKey: string;
}

/**
 * The operator's moves in the main window (issue 4, DeskHost): load, unload, edit mode. Loading
 * another match makes the pending commands of the previous one fail (`context_changed`).
 */
export class OperateDesk {
  constructor(
    private readonly window: DeskWindow,
    private readonly host: DeskHost,
  ) {}

  async load(matchId: string): Promise<Result<Operated, DomainError>> {
    const hosted = await this.host.loadMatch(matchId);
    if (!hosted.ok) return hosted;
    const desk = {
      ...openDesk(hosted.value.source),
      // A host without the write (the hosted desk) announces set_decided_in unavailable.
      ...(this.host.setDecidedIn ? {} : { savesDecidedIn: false }),
    };
    this.window.open({ desk, sections: hosted.value.sections });
    return ok({ contextKey: desk.contextKey });
  }

  /** `match_unavailable` when no match is loaded. */
  unload(): Result<Operated, DomainError> {
    const loaded = this.window.require();
    if (!loaded.ok) return loaded;
    this.window.close();
    return ok({ contextKey: loaded.value.desk.contextKey });
  }

  /** Edit mode on or off; remote writes are unavailable while it is on (domain/desk README). */
  setEditing(editing: boolean): Result<Operated, DomainError> {
    const loaded = this.window.require();
    if (!loaded.ok) return loaded;
    const key = loaded.value.desk.contextKey;
    if (loaded.value.desk.editing !== editing) {
      this.window.update(key, (l) => ({ desk: withEditing(l.desk, editing), sections: l.sections }));
    }
    return ok({ contextKey: key });
  }
}
