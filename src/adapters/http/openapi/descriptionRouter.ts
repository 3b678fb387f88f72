import { Router } from '@koa/router';
import { serveDescription } from './serveDescription';

/**
 * `GET path` answering the document, for apps without a router of their own at that path; its
 * allowedMethods answers other methods with 405 and Allow.
 */
export function descriptionRouter(path: string, document: Readonly<Record<string, unknown>>): Router {
  const router = new Router();
  router.get(path, serveDescription(document));
  return router;
}
