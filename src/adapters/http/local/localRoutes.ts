import { Router } from '@koa/router';
import type { Context } from 'koa';
import type { DeskReads, Read } from '../../../application/desk/DeskReads';
import type { DeskService } from '../../../application/desk/DeskService';
import { DEFAULT_PENDING_LIMIT } from '../../../domain/command/CommandBook';
import { COMMAND_ERROR_CODES } from '../../../domain/command/commandErrors';
import type { DomainError } from '../../../domain/shared/DomainError';
import type { ApiError } from '../../errors/ApiError';
import { apiError, fromDomainError } from '../../errors/ApiError';
import { OCR_PATH } from '../../ocr/ocrPath';
import { checkedInput } from '../checkedInput';
import { jsonBody } from '../jsonBody';
import { LOCAL_API_DESCRIPTION } from '../openapi/apiDescriptions';
import { serveDescription } from '../openapi/serveDescription';
import type { ParsedCommand } from './commandBodies';
import { actionRequest, clickRequest, submissionOf } from './commandBodies';
import { ActionPath, ButtonPath, CommandPath, TextPath } from './pathInputs';

export const LOCAL_PREFIX = '/api/v1';

/** CONTRACT-NOTES: every 429 says when to retry and which limit it hit, the pending-command limit too. */
function refusal(error: DomainError): ApiError {
  const refused = fromDomainError(error);
  if (error.code !== COMMAND_ERROR_CODES.tooManyPendingCommands) return refused;
  return refused.withHeaders({
    'Retry-After': '1',
    'RateLimit-Policy': `"pending-commands";q=${DEFAULT_PENDING_LIMIT}`,
    RateLimit: '"pending-commands";r=0;t=1',
  });
}

function json<T>(ctx: Context, read: Read<T>): void {
  if (!read.ok) throw fromDomainError(read.error);
  ctx.status = 200;
  ctx.body = read.value;
}

/** GET /state: the text serialized once per change of the state (SerializedState). */
function state(ctx: Context, reads: DeskReads): void {
  const read = reads.stateJson();
  if (!read.ok) throw fromDomainError(read.error);
  ctx.status = 200;
  ctx.type = 'application/json';
  ctx.body = read.value.json;
}

function text(ctx: Context, read: Read<string>): void {
  if (!read.ok) throw fromDomainError(read.error);
  ctx.status = 200;
  ctx.type = 'text/plain; charset=utf-8';
  ctx.body = read.value;
}

/** Spec 4.1 reads without a path parameter, by path. */
const LISTS: Readonly<Record<string, (reads: DeskReads) => Read<unknown>>> = {
  '/buttons': (r) => r.buttons(),
  '/texts': (r) => r.texts(),
  '/actions': (r) => r.actions(),
  '/players': (r) => r.players(),
  '/events': (r) => r.events(),
  '/eventTypes': (r) => r.eventTypes(),
  '/statistics': (r) => r.statistics(),
  '/selections': (r) => r.selections(),
  '/match': (r) => r.match(),
  '/matchDays': (r) => r.matchDays(),
  '/scorers': (r) => r.scorers(),
  '/standings': (r) => r.standings(),
};

/** Every read and command of spec 4.1 under /api/v1; the guards run before. */
export function localRoutes(desk: DeskService, bodyLimitBytes: number): Router {
  const router = new Router({ prefix: LOCAL_PREFIX });
  const parseJson = jsonBody(bodyLimitBytes);
  router.get('/state', (ctx) => state(ctx, desk.reads));
  // The live session's address, asked without the WebSocket upgrade (found by review: "No route").
  router.get('/ws', () => {
    throw apiError(
      'invalid_request',
      { Upgrade: 'missing' },
      {
        message: 'GET /api/v1/ws opens a WebSocket: send it with Connection: Upgrade and Upgrade: websocket.',
      },
    );
  });
  // The OCR input asked without the upgrade (a URL pasted into a browser): 400, with no key in
  // the answer (found by QA: "No route GET /api/v1/ocr/<the private key>", and in the log).
  router.all(['/ocr', '/ocr/:ingressKey'], (ctx) => {
    throw apiError(
      'invalid_request',
      { Upgrade: 'missing' },
      {
        message: `${ctx.method} ${OCR_PATH}/{ingressKey} is the OCR source's WebSocket: send it with Connection: Upgrade and Upgrade: websocket.`,
      },
    );
  });
  for (const [path, read] of Object.entries(LISTS)) router.get(path, (ctx) => json(ctx, read(desk.reads)));
  // Issue 6: this API's OpenAPI description, behind the same guards (the key in protected mode).
  router.get('/openapi.json', serveDescription(LOCAL_API_DESCRIPTION));
  router.get('/buttons/:buttonId', (ctx) => {
    json(ctx, desk.reads.button(checkedInput(ButtonPath, ctx.params).buttonId));
  });
  router.get('/buttons/:buttonId/text', (ctx) => {
    const button = desk.reads.button(checkedInput(ButtonPath, ctx.params).buttonId);
    text(ctx, button.ok ? { ok: true, value: button.value.text } : button);
  });
  router.get('/texts/:textId', (ctx) =>
    text(ctx, desk.reads.text(checkedInput(TextPath, ctx.params).textId)),
  );
  router.get('/commands/:commandId', (ctx) => {
    json(ctx, desk.command(checkedInput(CommandPath, ctx.params).commandId));
  });

  const submit = (ctx: Context, parse: (body: Record<string, unknown>) => ParsedCommand) => {
    const body = (ctx.request as { body?: Record<string, unknown> }).body ?? {};
    const submitted = desk.submit(submissionOf(ctx, body, parse(body)));
    if (!submitted.ok) throw refusal(submitted.error);
    ctx.status = 202;
    ctx.set('Location', submitted.value.command.statusUrl);
    ctx.body = submitted.value.command;
  };
  router.post('/buttons/:buttonId/click', parseJson, (ctx) =>
    submit(ctx, (body) => clickRequest(checkedInput(ButtonPath, ctx.params).buttonId, body)),
  );
  router.post('/actions/:actionId', parseJson, (ctx) =>
    submit(ctx, (body) => actionRequest(checkedInput(ActionPath, ctx.params).actionId, body)),
  );
  return router;
}
