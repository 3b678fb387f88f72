// Fuzz cases for WebSocket frames: a frame built from a client message of the AsyncAPI document
// (api/realtime.asyncapi.json), then at most one fault put into it (a field of the wrong type, an
// unknown, missing or __proto__/constructor/prototype field at depth, text that is not JSON or not
// an object, a binary frame, bytes that are not UTF-8, a frame over the size limit).
import fc from 'fast-check';
import type { RealtimeChannel } from '../../support/asyncapiValidation';
import { messagesOf, REALTIME_DOCUMENT } from '../../support/asyncapiValidation';
import { DOCUMENTS } from '../../support/contract/openapiDocuments';
import type { Fault } from './faults';
import { fieldFault } from './faults';
import {
  hostileValue,
  jsonWithMember,
  notAnObject,
  objectPathsOf,
  pathsOf,
  REMOVE,
  UNSAFE_KEYS,
  withBadUtf8,
  withValueAt,
} from './hostile';
import type { Schema, SchemaContext } from './schemaArbitrary';
import { valueOf } from './schemaArbitrary';

export interface FrameCase {
  /** The `type` of the message it started from. */
  readonly type: string;
  readonly data: Buffer;
  readonly binary: boolean;
  readonly fault: Fault | null;
  readonly label: string;
  /** The frame without its fault (null when the fault is the whole frame). */
  readonly base: Buffer | null;
}

export interface FrameWorld {
  readonly channel: RealtimeChannel;
  readonly hints?: SchemaContext['hints'];
  /** The channel's frame limit (x-limits.maxFrameBytes): a larger frame closes the socket with 1009. */
  readonly maxFrameBytes: number;
  /** A frame as live catalogs know it better (an action's params): a new arbitrary, or null. */
  readonly refine?: (frame: Record<string, unknown>) => fc.Arbitrary<Record<string, unknown>> | null;
  /** The fields a frame gets wrong (the document's payload, and the live catalogs'). */
  readonly faultsOf: (frame: unknown) => string[];
}

/** `#/…` of the AsyncAPI document, `local.openapi.json#/…` and `web.openapi.json#/…` of the others. */
export function asyncapiResolver(ref: string): Schema {
  const [file, pointer = ''] = ref.split('#');
  const root: unknown =
    file === '' ? REALTIME_DOCUMENT : file === 'local.openapi.json' ? DOCUMENTS.local : DOCUMENTS.web;
  return pointer
    .split('/')
    .slice(1)
    .reduce<unknown>(
      (node, key) => (node as Record<string, unknown>)[key.replace(/~1/g, '/').replace(/~0/g, '~')],
      root,
    ) as Schema;
}

const text = (value: unknown): Buffer => Buffer.from(JSON.stringify(value), 'utf8');

function classified(world: FrameWorld, frame: unknown): Fault | null {
  const paths = world.faultsOf(frame);
  return paths.length === 0 ? null : { kind: 'field', paths };
}

type Mutation = (frame: Record<string, unknown>) => fc.Arbitrary<Omit<FrameCase, 'type' | 'base'>>;

function mutations(world: FrameWorld): Mutation[] {
  const framed = (data: Buffer, fault: Fault | null, label: string, binary = false) => ({
    data,
    binary,
    fault,
    label,
  });
  return [
    (f) => fc.constant(framed(text(f), null, 'valid')),
    (f) =>
      fc.tuple(fc.nat(), hostileValue()).map(([i, value]) => {
        const paths = pathsOf(f).filter((p) => p.length > 0);
        const next = withValueAt(f, paths[i % paths.length] ?? ['type'], value);
        return framed(text(next), classified(world, next), 'field value');
      }),
    (f) =>
      fc
        .tuple(
          fc.nat(),
          fc.oneof(fc.constantFrom('extra', 'requestid', 'Type'), fc.string({ maxLength: 12 })),
          hostileValue(),
        )
        .map(([i, key, value]) => {
          const objects = objectPathsOf(f);
          const next = withValueAt(f, [...(objects[i % objects.length] ?? []), key], value);
          return framed(text(next), classified(world, next), 'unknown field');
        }),
    (f) =>
      fc.nat().map((i) => {
        const paths = pathsOf(f).filter((p) => p.length > 0);
        const next = withValueAt(f, paths[i % paths.length] ?? ['type'], REMOVE);
        return framed(text(next), classified(world, next), 'field removed');
      }),
    (f) =>
      fc.tuple(fc.nat(), fc.constantFrom(...UNSAFE_KEYS), hostileValue()).map(([i, key, value]) => {
        const at = objectPathsOf(f)[i % Math.max(1, objectPathsOf(f).length)] ?? [];
        return framed(
          Buffer.from(jsonWithMember(f, at, key, value), 'utf8'),
          fieldFault([...at, key]),
          `${key} key`,
        );
      }),
    () => notAnObject().map((t) => framed(Buffer.from(t, 'utf8'), { kind: 'body' }, 'not an object')),
    (f) => fc.constant(framed(text(f), { kind: 'body' }, 'binary frame', true)),
    (f) => fc.nat().map((i) => framed(withBadUtf8(JSON.stringify(f), i), { kind: 'body' }, 'bad UTF-8')),
    (f) =>
      fc.integer({ min: world.maxFrameBytes + 1, max: world.maxFrameBytes * 2 }).map((size) => {
        const padded = { ...f, padding: 'x'.repeat(size) };
        return framed(text(padded), { kind: 'body' }, 'over the frame limit');
      }),
  ];
}

/** One frame of a client message of the channel: valid, or with one fault. */
export function frameCase(world: FrameWorld): fc.Arbitrary<FrameCase> {
  const context: SchemaContext = {
    resolve: asyncapiResolver,
    ...(world.hints ? { hints: world.hints } : {}),
  };
  const messages = messagesOf(world.channel, 'toServer');
  const all = mutations(world);
  return fc
    .constantFrom(...messages)
    .chain((message) => valueOf(message.message.payload, context) as fc.Arbitrary<Record<string, unknown>>)
    .chain((frame) => world.refine?.(frame) ?? fc.constant(frame))
    .chain((frame) =>
      fc
        .oneof(
          { weight: 4, arbitrary: fc.constant(all[0] as Mutation) },
          { weight: 8, arbitrary: fc.constantFrom(...all.slice(1)) },
        )
        .chain((mutation) => mutation(frame))
        .map((mutated) => ({
          ...mutated,
          type: String(frame.type),
          base: mutated.fault && mutated.fault.kind !== 'body' ? text(frame) : null,
        })),
    );
}

/** Shown by fast-check for a counterexample instead of the whole object. */
export function printableFrame<T extends FrameCase>(value: T): T {
  const shown = value.data.toString('latin1');
  return Object.assign(value, {
    [fc.toStringMethod]: () =>
      `${value.type} frame (${value.label}${value.binary ? ', binary' : ''}): ${JSON.stringify(shown.slice(0, 300))}${shown.length > 300 ? ` … (${shown.length} bytes)` : ''}`,
  });
}
