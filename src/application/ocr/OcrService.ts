import type { IngestOutcome } from '../../domain/ocr/ingestReading';
import { ingestReading } from '../../domain/ocr/ingestReading';
import type { OcrReading } from '../../domain/ocr/OcrReading';
import type { OcrState } from '../../domain/ocr/OcrState';
import { clearOcr, emptyOcrState, onMatchChanged, onSourceConnected } from '../../domain/ocr/OcrState';
import type { OcrDiagnosticView, OcrView, PublishContext } from '../../domain/ocr/ocrView';
import { ocrDiagnosticView, ocrTextOverrides, ocrView } from '../../domain/ocr/ocrView';
import type { DomainError } from '../../domain/shared/DomainError';
import type { Result } from '../../domain/shared/Result';
import { err, ok } from '../../domain/shared/Result';
import type { DeskChange, DeskChangeListener } from '../desk/DeskChange';
import type { DeskOverlay } from '../desk/DeskOverlay';
import type { LoadedMatchInfo } from '../desk/DeskService';
import type { Clock } from '../ports/Clock';
import type { WorkstationSettingsData } from '../ports/WorkstationSettings';
import { ocrSourceDeactivated, ocrNamesLimit, ocrSourceBusy } from './ocrSourceErrors';
import { ocrSourceRefusal } from './ocrSourceRules';
import type { OcrSource, OcrStatus } from './OcrSource';
import { NO_SOURCE } from './OcrSource';
import { scoreboardTableOf } from './scoreboardTable';

/** What the OCR service needs of the desk (DeskService has it). */
export interface OcrDesk {
  onChange(listener: DeskChangeListener): () => void;
  loadedMatch(): LoadedMatchInfo | null;
  overlayChanged(): void;
}

export interface OcrServiceOptions {
  readonly desk: OcrDesk;
  readonly clock: Clock;
  /** The settings in effect: the source, the associations. Read when needed. */
  readonly settings: () => WorkstationSettingsData;
  /** Distinct reading names kept (default 256): a source cannot grow the state without bound. */
  readonly maxNames?: number;
}

export const DEFAULT_MAX_READING_NAMES = 256;

/** The connected source's side of the service; every call after `end` is refused. */
export interface OcrSourceLink {
  /** `register {role: ocr}` was received. */
  register(): void;
  /** A valid reading (spec 6.2): its outcome, or a refusal that changes nothing. */
  take(reading: OcrReading): Result<IngestOutcome, DomainError>;
  /** The connection ended; the values stay (spec 6.2 rule 5). */
  end(): void;
}

interface Publication {
  readonly state: OcrState;
  readonly context: PublishContext;
  readonly texts: Readonly<Record<string, string>>;
  readonly ocr: OcrView | null;
}

interface Connection {
  readonly onEnded: (reason: DomainError) => void;
}

/**
 * The OCR readings of the desk (spec 6.2): it takes readings from the one connected source,
 * merges them with the domain rules, and lays them over the desk's state (texts and
 * `state.ocr`) as a DeskOverlay. Readings are never written into match data, and no I/O
 * happens per reading: an applied reading only tells the desk its state changed.
 */
export class OcrService implements DeskOverlay {
  private state: OcrState;
  private source: OcrSource = NO_SOURCE;
  private connection: Connection | null = null;
  private published: Publication | null = null;
  private readonly stopListening: () => void;

  constructor(private readonly options: OcrServiceOptions) {
    this.state = emptyOcrState(options.desk.loadedMatch()?.contextKey ?? null);
    this.stopListening = options.desk.onChange((change) => this.onDeskChange(change));
  }

  /** Spec 4.1: the source connects when the preconditions hold and no other source is connected. */
  connect(address: string, onEnded: (reason: DomainError) => void): Result<OcrSourceLink, DomainError> {
    const refusal = ocrSourceRefusal(this.options.settings());
    if (refusal) return err(refusal);
    if (this.connection) return err(ocrSourceBusy());
    const connection: Connection = { onEnded };
    this.connection = connection;
    this.source = { state: 'connected', address, since: this.now(), registered: false };
    this.state = onSourceConnected(this.state);
    const current = () => this.connection === connection;
    return ok({
      register: () => {
        if (current() && this.source.state === 'connected')
          this.source = { ...this.source, registered: true };
      },
      take: (reading) => (current() ? this.take(reading) : err(ocrSourceDeactivated())),
      end: () => {
        if (current()) this.release();
      },
    });
  }

  /**
   * The settings changed (source, associations, Enable API): a deactivated source is ended and
   * its readings cleared (spec 6.2 rule 5); the state is published again either way.
   */
  settingsChanged(): void {
    if (ocrSourceRefusal(this.options.settings())) {
      const connection = this.connection;
      this.release();
      this.state = clearOcr(this.state);
      connection?.onEnded(ocrSourceDeactivated());
    }
    this.options.desk.overlayChanged();
  }

  /** Reset (spec 6.2 rule 5): the readings are cleared; the source stays connected. */
  reset(): void {
    this.state = clearOcr(this.state);
    this.options.desk.overlayChanged();
  }

  texts(contextKey: string): Readonly<Record<string, string>> {
    return this.publication(contextKey).texts;
  }

  ocr(contextKey: string): object | undefined {
    return this.publication(contextKey).ocr ?? undefined;
  }

  /** The native diagnostic (spec 6.2 rule 6): every reading, also those held in edit mode. */
  diagnostic(): OcrDiagnosticView {
    return ocrDiagnosticView(this.state);
  }

  status(): OcrStatus {
    const table = scoreboardTableOf(this.options.settings());
    const s = this.source;
    const loaded = this.options.desk.loadedMatch();
    return {
      vendor: table.vendor,
      active: table.active,
      source:
        s.state === 'connected'
          ? { address: s.address, since: new Date(s.since).toISOString(), registered: s.registered }
          : null,
      lastReadingAt: this.diagnostic().receivedAt,
      applied: loaded && this.state.contextKey === loaded.contextKey ? this.state.values.size : 0,
    };
  }

  /** Stops following the desk (the host is closing). */
  dispose(): void {
    this.stopListening();
  }

  private take(reading: OcrReading): Result<IngestOutcome, DomainError> {
    const limit = this.options.maxNames ?? DEFAULT_MAX_READING_NAMES;
    const known = this.state.diagnostic.values;
    let names = known.size;
    for (const name of reading.values.keys()) if (!known.has(name)) names += 1;
    if (names > limit) return err(ocrNamesLimit(limit));
    const loaded = this.options.desk.loadedMatch();
    const ingested = ingestReading(this.state, reading, {
      contextKey: loaded?.contextKey ?? null,
      editing: loaded?.editing ?? false,
      now: this.now(),
    });
    this.state = ingested.state;
    if (ingested.outcome === 'applied') this.options.desk.overlayChanged();
    return ok(ingested.outcome);
  }

  private release(): void {
    this.connection = null;
    this.source = NO_SOURCE;
  }

  /** Spec 6.2 rule 5: another match (or none) clears the readings. */
  private onDeskChange(change: DeskChange): void {
    if (change.type === 'match_loaded') this.state = onMatchChanged(this.state, change.contextKey);
    if (change.type === 'match_unloaded') this.state = onMatchChanged(this.state, null);
  }

  /** The views are computed once per change of what they depend on, not once per read. */
  private publication(contextKey: string): Publication {
    const editing = this.options.desk.loadedMatch()?.editing ?? false;
    const associations = this.options.settings().ocrAssociations;
    const p = this.published;
    if (
      p &&
      p.state === this.state &&
      p.context.contextKey === contextKey &&
      p.context.editing === editing &&
      p.context.associations === associations
    ) {
      return p;
    }
    const context: PublishContext = { contextKey, editing, associations };
    this.published = {
      state: this.state,
      context,
      texts: ocrTextOverrides(this.state, context),
      ocr: ocrView(this.state, context),
    };
    return this.published;
  }

  private now(): number {
    return this.options.clock.now().getTime();
  }
}
