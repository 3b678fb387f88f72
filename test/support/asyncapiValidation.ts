// Every WebSocket message the suites receive (and every one the typed client sends) is checked
// against api/realtime.asyncapi.json (issue 6), as apiValidation.ts checks HTTP responses against
// OpenAPI: the message's `type` must be listed for its channel and direction, its body must match
// the message's payload (ajv, JSON Schema 2020-12, strict), and a close code must be listed in the
// channel's x-close-codes. A mismatch throws a MessageMismatch naming the channel, the message
// and the schema path; the socket watchers below also make it fail the running test.
import { textProblem } from '../../src/domain/shared/unicodeText';
import Ajv2020 from 'ajv/dist/2020';
import type { ErrorObject, ValidateFunction } from 'ajv/dist/2020';
import { WebSocket } from 'ws';
import realtime from '../../api/realtime.asyncapi.json';
import { faultPathsOf } from './apiValidation';
import { DOCUMENTS } from './contract/openapiDocuments';

export type RealtimeChannel = 'localSession' | 'ocrInput' | 'webNotifications';

/** toClient: what the server sends (`send` operations and the replies); toServer: what a client sends. */
export type Direction = 'toClient' | 'toServer';

export class MessageMismatch extends Error {
  override readonly name = 'MessageMismatch';
}

interface Reference {
  readonly $ref: string;
}

interface MessageObject {
  readonly name: string;
  readonly payload: SchemaObject;
  readonly examples?: readonly { readonly name: string; readonly payload: unknown }[];
}

type SchemaObject = Readonly<Record<string, unknown>>;

export interface CloseCode {
  readonly code: number;
  readonly name: string;
  readonly meaning: string;
  /** A client must not reconnect after it without a change on its side. */
  readonly fatal: boolean;
  readonly reconnect: string;
}

interface ChannelObject {
  readonly address: string;
  readonly messages: Readonly<Record<string, Reference>>;
  readonly 'x-close-codes': readonly CloseCode[];
  readonly 'x-timings': Readonly<Record<string, number>>;
  readonly 'x-limits': Readonly<Record<string, unknown>>;
}

interface OperationObject {
  readonly action: 'send' | 'receive';
  readonly channel: Reference;
  readonly messages: readonly Reference[];
  readonly reply?: { readonly channel: Reference; readonly messages: readonly Reference[] };
}

export interface AsyncApiDocument {
  readonly asyncapi: string;
  readonly channels: Readonly<Record<RealtimeChannel, ChannelObject>>;
  readonly operations: Readonly<Record<string, OperationObject>>;
  readonly components: {
    readonly schemas: Readonly<Record<string, SchemaObject>>;
    readonly messages: Readonly<Record<string, MessageObject>>;
  };
}

export const REALTIME_DOCUMENT = realtime as unknown as AsyncApiDocument;

const FILE = 'realtime.asyncapi.json';
const ID = (file: string) => `https://match-desk.invalid/${file}`;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/i;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const SCHEMAS = '#/components/schemas/';
const OPENAPI_FILES: Readonly<Record<string, 'local' | 'web'>> = {
  'local.openapi.json': 'local',
  'web.openapi.json': 'web',
};

/** A `$ref` to `file#/components/schemas/X` → the registered schema `$defs/X` of that file. */
function rewriteRefs(file: string, value: unknown): unknown {
  if (Array.isArray(value)) return value.map((v) => rewriteRefs(file, v));
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, v]) => {
      if (key !== '$ref' || typeof v !== 'string') return [key, rewriteRefs(file, v)];
      const [target = '', pointer = ''] = v.split('#');
      const targetFile = target === '' ? file : target;
      if (!pointer.startsWith(SCHEMAS.slice(1)) || !(targetFile === FILE || targetFile in OPENAPI_FILES)) {
        throw new Error(
          `${file}: unsupported $ref ${v} (only to #/components/schemas/… of the api/ documents)`,
        );
      }
      return [key, `${ID(targetFile)}#/$defs/${pointer.slice(SCHEMAS.length - 1)}`];
    }),
  );
}

/** Where each (rewritten) schema object sits in its document, to name it in a mismatch. */
const locations = new WeakMap<object, string>();

function remember(value: unknown, pointer: string): void {
  if (value === null || typeof value !== 'object') return;
  locations.set(value, pointer);
  for (const [key, v] of Object.entries(value)) {
    remember(v, `${pointer}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`);
  }
}

function registered(file: string, schemas: Readonly<Record<string, unknown>>): object {
  const rewritten = rewriteRefs(file, schemas);
  remember(rewritten, `${file}#/components/schemas`);
  return { $id: ID(file), $defs: rewritten };
}

let shared: Ajv2020 | undefined;

function ajv(): Ajv2020 {
  if (shared) return shared;
  // ajv-formats is not a dependency: the two formats the documents use are checked here.
  shared = new Ajv2020({ strict: true, allErrors: true, allowUnionTypes: true, verbose: true });
  shared.addFormat('date-time', (v: string) => DATE_TIME.test(v) && !Number.isNaN(Date.parse(v)));
  shared.addFormat('uuid', UUID);
  for (const [file, api] of Object.entries(OPENAPI_FILES)) {
    shared.addSchema(registered(file, DOCUMENTS[api].components.schemas));
  }
  shared.addSchema(registered(FILE, REALTIME_DOCUMENT.components.schemas));
  return shared;
}

/** A JSON pointer of the realtime document → its value. */
function at(pointer: string): unknown {
  return pointer
    .replace(/^#\//, '')
    .split('/')
    .map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], REALTIME_DOCUMENT);
}

/** A message as listed for a channel: its key there, where its object sits, and the object. */
export interface ListedMessage {
  readonly key: string;
  readonly pointer: string;
  readonly message: MessageObject;
  /** The values of `type` it carries. */
  readonly types: readonly string[];
}

function listed(channelRef: string): Map<string, ListedMessage> {
  const channel = at(channelRef) as ChannelObject;
  return new Map(
    Object.entries(channel.messages).map(([key, reference]) => {
      const message = at(reference.$ref) as MessageObject;
      const type = (message.payload.properties as Record<string, SchemaObject>).type ?? {};
      const types = (type.const === undefined ? (type.enum ?? []) : [type.const]) as string[];
      return [`${channelRef}/messages/${key}`, { key, pointer: reference.$ref, message, types }];
    }),
  );
}

const byDirection = new Map<string, ListedMessage[]>();

/** The messages of a channel in one direction, from its operations (and their replies). */
export function messagesOf(channel: RealtimeChannel, direction: Direction): ListedMessage[] {
  const cacheKey = `${channel} ${direction}`;
  const cached = byDirection.get(cacheKey);
  if (cached) return cached;
  const channelRef = `#/channels/${channel}`;
  const all = listed(channelRef);
  const found = new Map<string, ListedMessage>();
  const add = (refs: readonly Reference[] | undefined) => {
    for (const r of refs ?? []) {
      const message = all.get(r.$ref);
      if (!message) throw new Error(`${FILE}: ${r.$ref} is not a message of ${channelRef}`);
      found.set(r.$ref, message);
    }
  };
  for (const operation of Object.values(REALTIME_DOCUMENT.operations)) {
    if (operation.channel.$ref === channelRef) {
      const server = operation.action === 'send';
      if (server === (direction === 'toClient')) add(operation.messages);
      else add(operation.reply?.messages);
    }
  }
  const messages = [...found.values()];
  byDirection.set(cacheKey, messages);
  return messages;
}

const validators = new Map<string, ValidateFunction>();

function validatorOf(listedMessage: ListedMessage): ValidateFunction {
  const pointer = `${listedMessage.pointer}/payload`;
  let validate = validators.get(pointer);
  if (!validate) {
    const schema = rewriteRefs(FILE, listedMessage.message.payload) as object;
    remember(schema, `${FILE}${pointer}`);
    validate = ajv().compile(schema);
    validators.set(pointer, validate);
  }
  return validate;
}

/**
 * Compiles the payload of every message of the document in ajv's strict mode, with the OpenAPI
 * schemas they use: an unknown keyword or a broken reference throws. Returns the count.
 */
export function compileMessagePayloads(): number {
  const channels = Object.keys(REALTIME_DOCUMENT.channels) as RealtimeChannel[];
  const all = channels.flatMap((c) => [...listed(`#/channels/${c}`).values()]);
  for (const message of all) validatorOf(message);
  return new Set(all.map((m) => m.pointer)).size;
}

function describeErrors(errors: readonly ErrorObject[] | null | undefined): string {
  return (errors ?? [])
    .map((e) => {
      const extra = e.keyword === 'additionalProperties' ? ` "${String(e.params.additionalProperty)}"` : '';
      const parent = e.parentSchema ? locations.get(e.parentSchema) : undefined;
      const schema = parent ? `${parent}/${e.keyword}` : e.schemaPath;
      return `  - at ${e.instancePath || '(the message)'}: ${e.message ?? e.keyword}${extra} (schema ${schema})`;
    })
    .join('\n');
}

const shown = (message: unknown): string => {
  const text = JSON.stringify(message) ?? String(message);
  return text.length > 2000 ? `${text.slice(0, 2000)}… (${text.length} characters)` : text;
};

const nameOf = (channel: RealtimeChannel) => `${channel} (${REALTIME_DOCUMENT.channels[channel].address})`;
const SENDER: Readonly<Record<Direction, string>> = { toClient: 'the server', toServer: 'a client' };

/**
 * Checks one parsed message of `channel` sent in `direction`: its `type` picks the listed message,
 * whose payload it must match. Throws a MessageMismatch naming the channel, the message and the
 * schema path of each difference.
 */
export function validateMessage(channel: RealtimeChannel, direction: Direction, message: unknown): void {
  const messages = messagesOf(channel, direction);
  const fail = (problem: string): never => {
    throw new MessageMismatch(`${nameOf(channel)}: ${SENDER[direction]} sent ${problem}`);
  };
  if (message === null || typeof message !== 'object' || Array.isArray(message)) {
    fail(`${shown(message)}, which is not a JSON object with a type`);
  }
  const type = (message as { type?: unknown }).type;
  const found = messages.find((m) => m.types.includes(type as string));
  if (!found) {
    const types = messages.flatMap((m) => m.types).join(', ');
    fail(`a message of type ${JSON.stringify(type)}, which the document does not list (listed: ${types})`);
  }
  const validate = validatorOf(found as ListedMessage);
  if (!validate(message)) {
    const { key, pointer } = found as ListedMessage;
    fail(
      `a "${key}" message that does not match ${pointer}/payload:\n` +
        `${describeErrors(validate.errors)}\n  message: ${shown(message)}`,
    );
  }
}

/** A close code must be one the channel lists in x-close-codes. */
export function validateCloseCode(channel: RealtimeChannel, code: number): void {
  const codes = REALTIME_DOCUMENT.channels[channel]['x-close-codes'];
  if (!codes.some((c) => c.code === code)) {
    throw new MessageMismatch(
      `${nameOf(channel)}: closed with ${code}, which x-close-codes does not list (listed: ${codes
        .map((c) => c.code)
        .join(', ')})`,
    );
  }
}

/** The channel a ws:// URL opens, by the channels' addresses (`{parameter}` is one segment); null for others. */
export function channelOfUrl(url: string): RealtimeChannel | null {
  const path = new URL(url).pathname;
  for (const [channel, { address }] of Object.entries(REALTIME_DOCUMENT.channels)) {
    const pattern = address
      .split(/\{[^}]+\}/)
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('[^/]*');
    if (new RegExp(`^${pattern}$`).test(path)) return channel as RealtimeChannel;
  }
  return null;
}

// ---- Watching sockets: every mismatch fails the running test ----

/** Mismatches no helper has thrown to a test yet; the root hook below fails the test with them. */
const unreported: MessageMismatch[] = [];

// Registered once at load, on mocha's root suite: after each test of the run, a mismatch that no
// helper threw fails that test (Hook#error fails the test without stopping the run).
if (typeof afterEach === 'function') {
  afterEach(function () {
    const found = unreported.splice(0);
    if (found.length > 0) {
      const hook = this.test as Mocha.Hook;
      hook.error(new MessageMismatch(found.map((m) => m.message).join('\n\n')));
    }
  });
}

export interface SocketWatch {
  readonly channel: RealtimeChannel;
  /** The first mismatch of this socket not yet thrown to a test, now counted as thrown. */
  takeMismatch(): MessageMismatch | undefined;
}

export interface WatchOptions {
  /** Also check what this socket sends (off for helpers that send bad frames on purpose). */
  readonly checkSent: boolean;
}

const watches = new WeakMap<WebSocket, SocketWatch>();

/** The JSON a frame carries; a binary frame or text that is not JSON is a mismatch. */
function parsedOrThrow(channel: RealtimeChannel, sender: string, data: unknown, isBinary: boolean): unknown {
  const text = typeof data === 'string' ? data : Buffer.isBuffer(data) ? data.toString('utf8') : null;
  if (isBinary || text === null)
    throw new MessageMismatch(`${nameOf(channel)}: ${sender} sent a binary frame`);
  try {
    return JSON.parse(text);
  } catch {
    throw new MessageMismatch(`${nameOf(channel)}: ${sender} sent text that is not JSON: ${shown(text)}`);
  }
}

/**
 * Checks every message `socket` (a client socket) receives, the close code when the server closes,
 * and optionally what it sends, against the channel its URL opens. Null for a URL of no channel.
 * Watching twice is once.
 */
export function watchSocket(socket: WebSocket, options: WatchOptions): SocketWatch | null {
  const existing = watches.get(socket);
  if (existing) return existing;
  const channel = channelOfUrl(socket.url);
  if (!channel) return null;
  const own: MessageMismatch[] = [];
  const check = (run: () => void) => {
    try {
      run();
    } catch (error) {
      if (!(error instanceof MessageMismatch)) throw error;
      own.push(error);
      unreported.push(error);
    }
  };
  const watch: SocketWatch = {
    channel,
    takeMismatch: () => {
      const first = own.shift();
      if (first) unreported.splice(unreported.indexOf(first), 1);
      return first;
    },
  };
  watches.set(socket, watch);
  socket.prependListener('message', (data: Buffer, isBinary: boolean) =>
    check(() => validateMessage(channel, 'toClient', parsedOrThrow(channel, 'the server', data, isBinary))),
  );
  // A close the client starts (its code echoed, or 1005 without one) says nothing of the server.
  let closedByClient = false;
  const close = socket.close.bind(socket);
  socket.close = (...args: Parameters<WebSocket['close']>) => {
    // ws answers the server's close frame by calling close() itself, once it has marked it received.
    if (!(socket as unknown as { _closeFrameReceived?: boolean })._closeFrameReceived) closedByClient = true;
    close(...args);
  };
  socket.prependListener('close', (code: number) => {
    if (!closedByClient) check(() => validateCloseCode(channel, code));
  });
  if (options.checkSent) {
    const send = socket.send.bind(socket) as (...args: unknown[]) => void;
    (socket as { send: unknown }).send = (data: unknown, ...rest: unknown[]) => {
      // ws sends anything but a string as binary unless told otherwise.
      const binary = typeof data !== 'string' && ((rest[0] as { binary?: boolean })?.binary ?? true);
      check(() => validateMessage(channel, 'toServer', parsedOrThrow(channel, 'a client', data, binary)));
      send(data, ...rest);
    };
  }
  return watch;
}

let everySocket = false;

/**
 * From now on, every client socket of this process that opens a channel of the document is
 * watched (what it sends too) unless a helper watched it first: this reaches the sockets of the
 * typed client (src/client), which the tests cannot hand a socket to.
 */
export function watchEveryClientSocket(): void {
  if (everySocket) return;
  everySocket = true;
  const emit = WebSocket.prototype.emit;
  WebSocket.prototype.emit = function (this: WebSocket, event: string | symbol, ...args: unknown[]) {
    if (event === 'open' && this.url) watchSocket(this, { checkSent: true });
    return emit.call(this, event, ...args);
  } as typeof emit;
}

/**
 * Where `message` (a parsed frame of `channel` in `direction`) breaks the document: one dotted
 * field path per ajv error of its message's payload (`values.Home Score`, a missing or unknown
 * property named), `type` when its type is not listed, none when it matches. The fuzz suites use
 * it to know which field a mutated frame got wrong.
 */
export function messageFaults(channel: RealtimeChannel, direction: Direction, message: unknown): string[] {
  if (message === null || typeof message !== 'object' || Array.isArray(message)) return [''];
  const type = (message as { type?: unknown }).type;
  const found = messagesOf(channel, direction).find((m) => m.types.includes(type as string));
  if (!found) return ['type'];
  const validate = validatorOf(found);
  const faults = validate(message) ? [] : faultPathsOf(validate.errors);
  return [...faults, ...textFaultPaths(message)];
}

/**
 * Where a text of `value` is no Unicode text or holds a NUL (textProblem), keys included: every
 * host refuses such a frame, naming the field, whatever the schema says of it; a schema cannot say
 * it of a field it leaves open (found by the fuzz: an unknown field "" holding "\ud800" was
 * refused, rightly, where the schema saw no fault).
 */
function textFaultPaths(value: unknown, path: readonly string[] = []): string[] {
  if (value === null || typeof value !== 'object') return textProblem(value) === null ? [] : [path.join('.')];
  const found: string[] = [];
  for (const [key, child] of Object.entries(value)) {
    const at = Array.isArray(value) ? [...path.slice(0, -1), `${path.at(-1) ?? ''}[${key}]`] : [...path, key];
    if (textProblem(key) !== null) found.push(at.join('.'));
    else found.push(...textFaultPaths(child, at));
  }
  return found;
}
