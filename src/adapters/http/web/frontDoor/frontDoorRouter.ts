import { Router } from '@koa/router';
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
  router.get(FRONT_DOOR_PATH, (ctx) => {
    const nonce = securePage(ctx, 'frontDoor');
    ctx.status = 200;
    ctx.body = renderFrontDoor(nonce);
  });
  router.get(REALTIME_DESCRIPTION_PATH, serveDescription(REALTIME_DESCRIPTION));
  return router;
}
