import type { OcrAssociation } from '../../domain/ocr/OcrAssociations';
import type { DomainError } from '../../domain/shared/DomainError';
import type { Result } from '../../domain/shared/Result';

/** Spec 1 and 5.1: the Local API section of the application settings. */
export interface LocalApiSettings {
  /** Enable API: the listener runs only when on. */
  readonly enabled: boolean;
  /** Default 18800. */
  readonly port: number;
  /** Require API key (protected mode), on by default. */
  readonly requireKey: boolean;
  /** Allow network access: bind `networkAddress` instead of 127.0.0.1. */
  readonly allowNetwork: boolean;
  /** The chosen workstation address (an IP literal), "" while network access is off. */
  readonly networkAddress: string;
  /** Browser origins allowed to call the API (spec 5.1.4); none by default. */
  readonly allowedOrigins: readonly string[];
  /** Host names accepted besides the loopback names and the chosen address (DNS-rebinding guard). */
  readonly allowedHosts: readonly string[];
}

/** The workstation's private keys: never exported to a project file (spec 1). */
export interface LocalKeys {
  /** The local key: 64 hexadecimal characters (spec 5.1.1). */
  readonly localKey: string;
  /** The OCR ingress key: 64 lowercase hexadecimal characters, distinct from the local key (spec 5.1.6). */
  readonly ocrIngressKey: string;
}

/**
 * Spec 1 and 4.1: the scoreboard-table source. OCR readings are taken only while `vendor` is
 * `scoreboard-ocr` and `active`; another vendor is another kind of source (mutually exclusive).
 */
export interface ScoreboardTableSettings {
  /** `none`, `scoreboard-ocr`, or another source's name. */
  readonly vendor: string;
  readonly active: boolean;
}

/** What Apply stores on the workstation. */
export interface WorkstationSettingsData {
  readonly api: LocalApiSettings;
  readonly keys: LocalKeys;
  readonly ocrAssociations: readonly OcrAssociation[];
  /** Absent: no source (`none`, inactive). */
  readonly scoreboardTable?: ScoreboardTableSettings;
}

/** An OCR association as a document gives it: the rules (`associate`) check the variable. */
export interface AssociationInput {
  readonly reading: string;
  readonly variable: string;
}

/**
 * What a settings document gives, each field of the right type and any of them left out; the
 * settings rules then fill in the defaults and check the values.
 */
export interface StoredSettings {
  readonly api: Partial<LocalApiSettings>;
  readonly keys?: Partial<LocalKeys>;
  readonly ocrAssociations?: readonly AssociationInput[];
  readonly scoreboardTable?: Partial<ScoreboardTableSettings>;
}

/** The settings stored on the workstation (e.g. a file in the user's config directory). */
export interface WorkstationSettings {
  /** Where they are kept, for messages. */
  readonly location: string;
  /**
   * The stored content with its fields checked (`settings_invalid` naming each field of the wrong
   * type); undefined when nothing is stored yet.
   */
  read(): Promise<Result<StoredSettings | undefined, DomainError>>;
  /** Replaces the stored settings at once: a reader never sees half of them. */
  write(settings: WorkstationSettingsData): Promise<void>;
}

/** Fresh secret keys. */
export interface KeyGenerator {
  /** 32 random bytes as 64 lowercase hexadecimal characters. */
  newKey(): string;
}
