import type { ExportVariable } from './ExportVariable';
import { EXPORT_VARIABLES } from './ExportVariable';
import type { OcrAssociations } from './OcrAssociations';

// OcrMerge (spec 6.2 rules 1-4, 7) as two lists of pure rules.

/** What one field of a reading does to the raw values: ignored, or set to a text; undefined: next rule. */
export type FieldDecision = { readonly ignore: true } | { readonly set: string } | undefined;
export type FieldRule = (value: string | number) => FieldDecision;

/** Rule 1: an empty field is ignored; the last value stays. */
export const emptyFieldsAreIgnored: FieldRule = (v) =>
  typeof v === 'string' && v.trim() === '' ? { ignore: true } : undefined;

/** Published values are strings: a number is written in base 10 (-0 as "0"). */
export const numbersBecomeText: FieldRule = (v) =>
  typeof v === 'number' ? { set: Object.is(v, -0) ? '0' : String(v) } : undefined;

export const stringsAreKept: FieldRule = (v) => (typeof v === 'string' ? { set: v } : undefined);

export const OCR_FIELD_RULES: readonly FieldRule[] = [
  emptyFieldsAreIgnored,
  numbersBecomeText,
  stringsAreKept,
];

function decide(value: string | number): FieldDecision {
  for (const rule of OCR_FIELD_RULES) {
    const decision = rule(value);
    if (decision) return decision;
  }
  return { ignore: true };
}

/**
 * Rule 1 (partial merge): the reading's fields replace theirs, omitted fields keep their last value.
 * Rule 7: names are map keys taken literally; "a.b" is never a path.
 */
export function mergeReading(
  previous: ReadonlyMap<string, string>,
  reading: ReadonlyMap<string, string | number>,
): ReadonlyMap<string, string> {
  const next = new Map(previous);
  for (const [name, value] of reading) {
    const decision = decide(value);
    if (decision && 'set' in decision) next.set(name, decision.set);
  }
  return next;
}

/** Where a variable may take its value from; undefined when this source has nothing. */
export type VariableSource = (
  variable: ExportVariable,
  values: ReadonlyMap<string, string>,
  associations: OcrAssociations,
) => string | undefined;

/** Rule 3: an explicit association. */
export const fromAssociation: VariableSource = (variable, values, associations) => {
  const link = associations.find((a) => a.variable === variable);
  return link ? values.get(link.reading) : undefined;
};

/** Rule 2: a raw name equal to a common variable also feeds it. */
export const fromSameName: VariableSource = (variable, values) => values.get(variable);

/** In priority order: rule 3, an explicit association wins on collision. */
export const OCR_VARIABLE_SOURCES: readonly VariableSource[] = [fromAssociation, fromSameName];

/**
 * The variables fed so far, under their export names. Rule 4: a variable nothing fed is absent,
 * so nothing replaces it before it is received.
 */
export function mappedValues(
  values: ReadonlyMap<string, string>,
  associations: OcrAssociations,
): ReadonlyMap<ExportVariable, string> {
  const mapped = new Map<ExportVariable, string>();
  for (const variable of EXPORT_VARIABLES) {
    for (const source of OCR_VARIABLE_SOURCES) {
      const value = source(variable, values, associations);
      if (value !== undefined) {
        mapped.set(variable, value);
        break;
      }
    }
  }
  return mapped;
}
