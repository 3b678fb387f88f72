import type { ValidationMetadata } from 'class-validator/types/metadata/ValidationMetadata';
import { getMetadataStorage } from 'class-validator';

type Lookup = (
  target: object,
  schema: string,
  always: boolean,
  strictGroups: boolean,
  groups?: string[],
) => ValidationMetadata[];

interface Storage {
  getTargetValidationMetadatas: Lookup;
  groupByPropertyName(metadata: ValidationMetadata[]): Record<string, ValidationMetadata[]>;
}

let kept = false;

/**
 * class-validator looks a class's decorators up on every validation: it filters the metadata of
 * every registered class and groups the result by property, about 4 KB of garbage per call, on
 * the hot paths too (each OCR reading, /ws frame and local request). A class's decorators are
 * all registered when the class is defined and never change after, so both answers are kept per
 * class and options (issue 13: validation must not move the hot paths beyond noise).
 * ValidationExecutor only reads what it is given.
 */
export function keepMetadataLookups(): void {
  if (kept) return;
  kept = true;
  const storage = getMetadataStorage() as unknown as Storage;
  const lookup = storage.getTargetValidationMetadatas.bind(storage);
  const group = storage.groupByPropertyName.bind(storage);
  const byTarget = new WeakMap<object, Map<string, ValidationMetadata[]>>();
  const grouped = new WeakMap<ValidationMetadata[], Record<string, ValidationMetadata[]>>();
  storage.getTargetValidationMetadatas = (target, schema, always, strictGroups, groups) => {
    const key = `${schema}|${always}|${strictGroups}|${groups?.join(',') ?? ''}`;
    let answers = byTarget.get(target);
    if (!answers) byTarget.set(target, (answers = new Map()));
    let found = answers.get(key);
    if (!found) answers.set(key, (found = lookup(target, schema, always, strictGroups, groups)));
    return found;
  };
  // The groups have no prototype: class-validator's whitelist asks `grouped[name]` of every field
  // given, and on a plain object `hasOwnProperty`, `isPrototypeOf`… answered as declared fields, so
  // a closed input took them silently (found by the fuzz).
  storage.groupByPropertyName = (metadata) => {
    let found = grouped.get(metadata);
    if (!found) {
      found = Object.assign(Object.create(null) as Record<string, ValidationMetadata[]>, group(metadata));
      grouped.set(metadata, found);
    }
    return found;
  };
}
