import type { Context } from 'koa';

/** A GET (and HEAD) handler answering a description document as JSON, serialized once. */
export function serveDescription(document: Readonly<Record<string, unknown>>) {
  const body = JSON.stringify(document);
  return function describe(ctx: Context): void {
    ctx.status = 200;
    ctx.type = 'application/json';
    ctx.body = body;
  };
}
