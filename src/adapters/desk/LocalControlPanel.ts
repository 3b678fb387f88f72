import type { DeskService } from '../../application/desk/DeskService';
import type { OcrService } from '../../application/ocr/OcrService';
import type { OcrStatus } from '../../application/ocr/OcrSource';
import { NO_SCOREBOARD, SCOREBOARD_OCR } from '../../application/ocr/scoreboardTable';
import type { SettingsPatch } from '../../application/desk/settings/ApplySettings';
import type { ApplySettings } from '../../application/desk/settings/ApplySettings';
import { baseUrlOf, bindAddressOf } from '../../application/desk/settings/baseUrl';
import type { RotateKeys } from '../../application/desk/settings/RotateKeys';
import type { SaveProject } from '../../application/desk/settings/SaveProject';
import type {
  WorkstationSettings,
  WorkstationSettingsData,
} from '../../application/ports/WorkstationSettings';
import { isExportVariable } from '../../domain/ocr/ExportVariable';
import type { OcrAssociations } from '../../domain/ocr/OcrAssociations';
import { associate, dissociate } from '../../domain/ocr/OcrAssociations';
import { unknownVariable } from '../../domain/ocr/ocrErrors';
import type { OcrDiagnosticView } from '../../domain/ocr/ocrView';
import { domainError } from '../../domain/shared/DomainError';
import type { DomainError } from '../../domain/shared/DomainError';
import type { Result } from '../../domain/shared/Result';
import { err, ok } from '../../domain/shared/Result';
import { accessOf } from '../http/local/accessOf';
import type { ClientActivity } from '../http/local/ClientActivity';
import type { LocalAccess } from '../http/local/LocalAccess';
import type { BoundAddress, ListenAddress, LocalListener } from '../http/local/LocalListener';
import type { OcrOperatorTarget } from './OcrOperatorTarget';
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
  /** The scoreboard-OCR input; told when the settings change (deactivation clears it). */
  readonly ocr?: Pick<OcrService, 'status' | 'settingsChanged' | 'reset' | 'diagnostic'>;
  /** After `keys rotate`: the open connections opened with an old key are closed at once. */
  readonly keysRotated?: () => void;
}

const vendorUnknown = (vendor: string): DomainError =>
  domainError(
    'scoreboard_vendor_unknown',
    `${vendor} is not a source here; use ${SCOREBOARD_OCR} or ${NO_SCOREBOARD}.`,
  );

const ocrUnavailable = (): DomainError =>
  domainError('ocr_unavailable', 'This host has no scoreboard-OCR input.');

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
export class LocalControlPanel implements OperatorTarget, OcrOperatorTarget {
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
      this.parts.ocr?.settingsChanged();
      return err(listenFailed(address, error));
    }
    this.refreshAccess();
    this.parts.ocr?.settingsChanged();
    return ok(this.status());
  }

  async save(file?: string): Promise<Result<string, DomainError>> {
    const target = file ?? this.parts.projectFile;
    if (!target)
      return err(
        domainError('project_missing', 'No project file: give one (save FILE) or start with --project.'),
      );
    try {
      await this.parts.saveProject.execute(target, this.current);
    } catch (error) {
      // A folder, a path under a file, no right to write, a project too deeply nested to write.
      const why =
        error instanceof RangeError
          ? 'it is nested too deeply to be written'
          : String((error as Error).message ?? error);
      return err(domainError('project_unwritable', `The project ${target} could not be saved: ${why}.`));
    }
    return ok(target);
  }

  async rotateKeys(): Promise<string> {
    this.current = await this.parts.rotateKeys.execute(this.current);
    this.refreshAccess();
    this.parts.keysRotated?.();
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
      ...(this.parts.ocr ? { ocr: this.parts.ocr.status() } : {}),
    };
  }

  ocrStatus(): OcrStatus | null {
    return this.parts.ocr?.status() ?? null;
  }

  ocrDiagnostic(): OcrDiagnosticView {
    return this.parts.ocr?.diagnostic() ?? { values: {}, receivedAt: '' };
  }

  associations(): OcrAssociations {
    return this.current.ocrAssociations;
  }

  async associate(reading: string, variable: string): Promise<Result<OcrAssociations, DomainError>> {
    const linked = associate(this.current.ocrAssociations, reading, variable);
    if (!linked.ok) return linked;
    const changed = await this.changeOcrSettings({ ocrAssociations: linked.value });
    return changed.ok ? ok(changed.value.ocrAssociations) : changed;
  }

  async dissociate(variable: string): Promise<Result<OcrAssociations, DomainError>> {
    if (!isExportVariable(variable)) return err(unknownVariable(variable));
    const changed = await this.changeOcrSettings({
      ocrAssociations: dissociate(this.current.ocrAssociations, variable),
    });
    return changed.ok ? ok(changed.value.ocrAssociations) : changed;
  }

  async setScoreboardVendor(vendor: string): Promise<Result<OcrStatus, DomainError>> {
    if (vendor !== SCOREBOARD_OCR && vendor !== NO_SCOREBOARD) return err(vendorUnknown(vendor));
    if (!this.parts.ocr) return err(ocrUnavailable());
    const changed = await this.changeOcrSettings({
      scoreboardTable: { vendor, active: vendor === SCOREBOARD_OCR },
    });
    return changed.ok ? ok(this.parts.ocr.status()) : changed;
  }

  resetOcr(): void {
    this.parts.ocr?.reset();
  }

  /** Stores an OCR-only change on the workstation (Apply) without moving the listener. */
  private async changeOcrSettings(
    patch: Pick<SettingsPatch, 'ocrAssociations' | 'scoreboardTable'>,
  ): Promise<Result<WorkstationSettingsData, DomainError>> {
    const applied = await this.parts.applySettings.execute(this.current, patch);
    if (!applied.ok) return applied;
    this.current = applied.value;
    this.parts.ocr?.settingsChanged();
    return applied;
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
