import { plainToInstance, Transform } from 'class-transformer';
import { IsArray, IsObject, ValidateNested } from 'class-validator';
import type { InputClass } from './checkInput';
import { isPlainObject } from './plainObject';

// Nested input classes (for classes with `nested: true`). Each is built from the document's own
// value, and only from an object: anything else stays as it is, for IsObject or IsArray to name
// once (class-transformer's @Type would turn `{}` into a list item and `[]` into an object).

type Decorator = (target: object, key: string | symbol) => void;

export const all =
  (...decorators: Decorator[]): PropertyDecorator =>
  (target, key) => {
    for (const decorate of decorators) decorate(target, key);
  };

const instanceOf = (dto: () => InputClass<object>, v: unknown): unknown =>
  isPlainObject(v) ? plainToInstance(dto(), v) : v;

/**
 * An item of a list or a map: an instance of its class, or a value for ValidateNested to name at
 * its index. A list inside the list becomes null, since ValidateNested would walk into it instead
 * (and find nothing wrong in `[[]]`: found by the fuzz, a crash at the database).
 */
const itemOf = (dto: () => InputClass<object>, v: unknown): unknown =>
  Array.isArray(v) ? null : instanceOf(dto, v);

const own = (obj: unknown, key: string): unknown => (obj as Record<string, unknown>)[key];

/** An object read by its input class; `message` says it must be one. */
export const NestedInput = (dto: () => InputClass<object>, message: string): PropertyDecorator =>
  all(
    IsObject({ message }),
    ValidateNested({ message }),
    Transform(({ obj, key }) => instanceOf(dto, own(obj, key))) as Decorator,
  );

/** An array of objects, each read by its input class. */
export const InputList = (
  dto: () => InputClass<object>,
  messages: { readonly notArray: string; readonly notObject: string },
): PropertyDecorator =>
  all(
    IsArray({ message: messages.notArray }),
    ValidateNested({ each: true, message: messages.notObject }),
    Transform(({ obj, key }) => {
      const v = own(obj, key);
      return Array.isArray(v) ? v.map((item) => itemOf(dto, item)) : v;
    }) as Decorator,
  );

/** An object whose every value is read by its input class, keyed by a name of the document's (e.g. an origin). */
export const InputMap = (
  dto: () => InputClass<object>,
  messages: { readonly notObject: string },
): PropertyDecorator =>
  all(
    IsObject({ message: messages.notObject }),
    ValidateNested({ each: true, message: messages.notObject }),
    Transform(({ obj, key }) => {
      const v = own(obj, key);
      return isPlainObject(v) ? new Map(Object.entries(v).map(([k, item]) => [k, itemOf(dto, item)])) : v;
    }) as Decorator,
  );
