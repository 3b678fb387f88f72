import { Router } from '@koa/router';
import type { Context } from 'koa';
import { REALTIME_DESCRIPTION, REALTIME_DESCRIPTION_PATH } from '../../openapi/apiDescriptions';
import { serveDescription } from '../../openapi/serveDescription';
import { securePage } from '../../security/securityHeaders';
import { FRONT_DOOR_PATH, renderFrontDoor } from './frontDoorPage';

/**
 * `GET /`, the front door a person lands on (issue 13), and the public AsyncAPI document it links
 * to, beside the OpenAPI one. Neither needs an account.
 */
export function frontDoorRouter(): Router {
  const router = new Router();
  // Strict: the routers take one trailing slash more, and `/` plus one is `//`, another address
  // (a 404), not the front door (found by the fuzz).
  const frontDoor = (ctx: Context): void => {
    const nonce = securePage(ctx, 'frontDoor');
    ctx.status = 200;
    ctx.body = renderFrontDoor(nonce);
  };
  router.register(FRONT_DOOR_PATH, ['GET'], frontDoor, { strict: true });
  router.get(REALTIME_DESCRIPTION_PATH, serveDescription(REALTIME_DESCRIPTION));
  return router;
}
