import { ValidateIf } from 'class-validator';

/** The condition of `Optional`, known by identity to the schema comparison (contract tests). */
export const whenPresent = (_object: object, value: unknown): boolean => value !== undefined;

/**
 * The field may be left out; when given, every constraint applies, so `null` is refused (unlike
 * class-validator's IsOptional, which takes null for absent: use that where the API documents
 * `null` as "left out").
 */
export const Optional = (): PropertyDecorator => ValidateIf(whenPresent);
