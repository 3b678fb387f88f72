import { Router } from '@koa/router';
import { statusOf } from '../../errors/errorMap';

export const HEALTH_PATH = '/api/health';

/** How long the health check waits for the database before calling it unreachable. */
export const HEALTH_TIMEOUT_MS = 2000;

function withTimeout(check: () => Promise<boolean>, ms: number): Promise<boolean> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), ms);
    check().then(
      (ok) => {
        clearTimeout(timer);
        resolve(ok);
      },
      () => {
        clearTimeout(timer);
        resolve(false);
      },
    );
  });
}

/**
 * `GET /api/health`, without authentication, for load balancers: `status` is the process's
 * liveness, `database` its reachability; 503 when the database is unreachable.
 */
export function healthRouter(checkDatabase: () => Promise<boolean>, timeoutMs = HEALTH_TIMEOUT_MS): Router {
  const router = new Router();
  router.get(HEALTH_PATH, async (ctx) => {
    const reachable = await withTimeout(checkDatabase, timeoutMs);
    ctx.status = reachable ? 200 : statusOf('database_unavailable');
    ctx.body = { status: 'ok', database: reachable ? 'ok' : 'unreachable' };
  });
  return router;
}
