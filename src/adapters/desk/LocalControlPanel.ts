import type { DeskService } from '../../application/desk/DeskService';
import type { SettingsPatch } from '../../application/desk/settings/ApplySettings';
import type { ApplySettings } from '../../application/desk/settings/ApplySettings';
import { baseUrlOf, bindAddressOf } from '../../application/desk/settings/baseUrl';
import type { RotateKeys } from '../../application/desk/settings/RotateKeys';
import type { SaveProject } from '../../application/desk/settings/SaveProject';
import type {
  WorkstationSettings,
  WorkstationSettingsData,
} from '../../application/ports/WorkstationSettings';
import { domainError } from '../../domain/shared/DomainError';
import type { DomainError } from '../../domain/shared/DomainError';
import type { Result } from '../../domain/shared/Result';
import { err, ok } from '../../domain/shared/Result';
import { accessOf } from '../http/local/accessOf';
import type { ClientActivity } from '../http/local/ClientActivity';
import type { LocalAccess } from '../http/local/LocalAccess';
import type { BoundAddress, ListenAddress, LocalListener } from '../http/local/LocalListener';
import type { LocalHostStatus, OperatorTarget } from './OperatorTarget';

/** Run-time overrides of the listen address (`--port`, `--host`); Apply of the same setting drops them. */
export interface ListenOverrides {
  port?: number;
  host?: string;
}

export interface ControlPanelParts {
  readonly desk: DeskService;
  readonly listener: LocalListener;
  readonly clients: ClientActivity;
  readonly store: WorkstationSettings;
  readonly applySettings: ApplySettings;
  readonly rotateKeys: RotateKeys;
  readonly saveProject: SaveProject;
  readonly projectFile?: string;
}

const listenFailed = (address: ListenAddress, error: unknown): DomainError =>
  domainError(
    'listen_failed',
    `The local API cannot listen on ${address.host}:${address.port} (${error instanceof Error ? error.message : String(error)}); the previous settings stay.`,
  );

/**
 * The Local API section of the settings (spec 1) at run time: the settings in effect, the
 * listener that follows them, and the guards' view of them. Apply moves the listener without
 * touching the desk.
 */
export class LocalControlPanel implements OperatorTarget {
  private accessView: LocalAccess;

  constructor(
    private readonly parts: ControlPanelParts,
    private current: WorkstationSettingsData,
    private readonly overrides: ListenOverrides = {},
  ) {
    this.accessView = accessOf(current.api, current.keys.localKey, this.listenAddress().host);
  }

  /** Read by the guards on every request. */
  readonly access = (): LocalAccess => this.accessView;

  settings(): WorkstationSettingsData {
    return this.current;
  }

  get url(): string | null {
    const bound = this.parts.listener.address();
    return bound ? baseUrlOf(bound.host, bound.port) : null;
  }

  /** Listens when Enable API is on, stops otherwise. */
  async start(): Promise<BoundAddress | undefined> {
    if (!this.current.api.enabled) {
      await this.parts.listener.stop();
      return undefined;
    }
    const bound = await this.parts.listener.listen(this.listenAddress());
    this.refreshAccess();
    return bound;
  }

  load(matchId: string) {
    return this.parts.desk.load(matchId);
  }

  unload() {
    return this.parts.desk.unload();
  }

  setEditing(editing: boolean) {
    return this.parts.desk.setEditing(editing);
  }

  async apply(patch: SettingsPatch): Promise<Result<LocalHostStatus, DomainError>> {
    const previous = this.current;
    const previousOverrides = { ...this.overrides };
    const applied = await this.parts.applySettings.execute(previous, patch);
    if (!applied.ok) return applied;
    if (patch.port !== undefined) delete this.overrides.port;
    if (patch.allowNetwork !== undefined || patch.networkAddress !== undefined) delete this.overrides.host;
    this.current = applied.value;
    try {
      await this.start();
    } catch (error) {
      const address = this.listenAddress();
      this.current = previous;
      Object.assign(this.overrides, previousOverrides);
      await this.parts.store.write(previous);
      this.refreshAccess();
      return err(listenFailed(address, error));
    }
    this.refreshAccess();
    return ok(this.status());
  }

  async save(file?: string): Promise<Result<string, DomainError>> {
    const target = file ?? this.parts.projectFile;
    if (!target)
      return err(
        domainError('project_missing', 'No project file: give one (save FILE) or start with --project.'),
      );
    await this.parts.saveProject.execute(target, this.current);
    return ok(target);
  }

  async rotateKeys(): Promise<string> {
    this.current = await this.parts.rotateKeys.execute(this.current);
    this.refreshAccess();
    return this.current.keys.localKey;
  }

  status(): LocalHostStatus {
    const bound = this.parts.listener.address();
    return {
      running: bound !== undefined,
      url: this.url,
      address: bound?.host ?? null,
      port: bound?.port ?? null,
      protected: this.current.api.requireKey,
      network: this.current.api.allowNetwork,
      match: this.parts.desk.loadedMatch(),
      clients: this.parts.clients.connected(),
      pendingCommands: this.parts.desk.pendingCount(),
    };
  }

  private listenAddress(): ListenAddress {
    return {
      host: this.overrides.host ?? bindAddressOf(this.current.api),
      port: this.overrides.port ?? this.current.api.port,
    };
  }

  private refreshAccess(): void {
    const host = this.parts.listener.address()?.host ?? this.listenAddress().host;
    this.accessView = accessOf(this.current.api, this.current.keys.localKey, host);
  }
}
