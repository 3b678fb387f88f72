import type { DomainError } from '../../shared/DomainError';
import type { Result } from '../../shared/Result';
import { err, ok } from '../../shared/Result';
import { invalidParams } from '../deskErrors';
import { isWhole } from '../../shared/wholeNumber';

/** One param of an action, announced in the catalog (spec 4.1 rule 4, 4.3 gap). */
export interface ParamSpec {
  readonly name: string;
  readonly type: 'string' | 'integer';
  readonly required: boolean;
  readonly description: string;
  readonly enum?: readonly (string | number)[];
  /** Integer params: the smallest and largest values taken (announced in the catalog's schema). */
  readonly minimum?: number;
  readonly maximum?: number;
}

/** Params that passed their shape checks. Absent optional params are missing keys. */
export type Params = Readonly<Record<string, string | number>>;

function shapeProblem(spec: ParamSpec, value: unknown): string | null {
  if (spec.type === 'string' && typeof value !== 'string') return `${spec.name} must be a string.`;
  if (spec.type === 'integer' && !isWhole(value)) {
    return `${spec.name} must be a whole number.`;
  }
  if (spec.minimum !== undefined && (value as number) < spec.minimum) {
    return `${spec.name} must be ${spec.minimum} or more.`;
  }
  if (spec.maximum !== undefined && (value as number) > spec.maximum) {
    return `${spec.name} must be ${spec.maximum} or less.`;
  }
  if (spec.enum && !spec.enum.includes(value as string | number)) {
    return `${spec.name} must be one of ${spec.enum.join(', ')}.`;
  }
  return null;
}

/**
 * Checks params against the announced specs: an object, no unknown names, required ones present,
 * each of its type. A null or "" optional param counts as absent. Every problem is in `details`.
 */
export function validateParams(specs: readonly ParamSpec[], raw: unknown): Result<Params, DomainError> {
  const given = raw === undefined || raw === null ? {} : raw;
  if (typeof given !== 'object' || Array.isArray(given)) {
    return err(invalidParams({ params: 'params must be an object.' }));
  }
  const entries = given as Record<string, unknown>;
  const details: Record<string, string> = {};
  const params: Record<string, string | number> = {};
  for (const name of Object.keys(entries)) {
    if (!specs.some((s) => s.name === name)) details[name] = `${name} is not a param of this action.`;
  }
  for (const spec of specs) {
    const value = entries[spec.name];
    if (value === undefined || value === null || value === '') {
      if (spec.required) details[spec.name] = `${spec.name} is required.`;
      continue;
    }
    const problem = shapeProblem(spec, value);
    if (problem) details[spec.name] = problem;
    else params[spec.name] = value as string | number;
  }
  return Object.keys(details).length > 0 ? err(invalidParams(details)) : ok(params);
}

/** The JSON Schema of the params, as the action catalog announces them. */
export function paramsSchema(specs: readonly ParamSpec[]): Record<string, unknown> {
  const properties = Object.fromEntries(
    specs.map((s) => [
      s.name,
      {
        type: s.type,
        description: s.description,
        ...(s.enum ? { enum: [...s.enum] } : {}),
        ...(s.minimum === undefined ? {} : { minimum: s.minimum }),
        ...(s.maximum === undefined ? {} : { maximum: s.maximum }),
      },
    ]),
  );
  return {
    type: 'object',
    additionalProperties: false,
    required: specs.filter((s) => s.required).map((s) => s.name),
    properties,
  };
}

export const requiredParam = (spec: ParamSpec): ParamSpec => ({ ...spec, required: true });
