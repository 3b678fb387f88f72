import { Router } from '@koa/router';
import type { Context } from 'koa';
import { AccessErrors } from '../../../../domain/access/AccessErrors';
import { administeredCompanyIds } from '../../../../domain/access/administration';
import { managementError } from '../account/managementErrors';
import { refusalsAsPages, sessionForPage } from '../account/pageRouter';
import type { WebGuards } from '../guards/WebGuards';
import { securePage } from '../../security/securityHeaders';
import { renderExplorerPage } from './explorerPage';
import { CONTRACT_VIEWER_PATH, DOCS_ASSETS_PATH, EXPLORER_PATH } from './paths';
import { serveSwaggerAsset } from './swaggerAssets';
import { renderViewerPage } from './viewerPage';

/**
 * spec 5.2.3: only administrators, even by direct address. An anonymous browser is redirected to
 * log in (303); a member, an integration token or a refused token gets a refusal page.
 */
async function explorer(ctx: Context, guards: WebGuards, nonce: string): Promise<void> {
  const principal = await sessionForPage(ctx, guards);
  if (!principal) return;
  if (administeredCompanyIds(principal).length === 0) {
    throw managementError(AccessErrors.administratorRequired());
  }
  ctx.status = 200;
  ctx.body = renderExplorerPage(nonce);
}

/** The API explorer, the public contract viewer (spec 5.2.6) and the swagger-ui files they load. */
export function docsRouter(guards: WebGuards): Router {
  const router = new Router();

  router.get(EXPLORER_PATH, async (ctx) => {
    const nonce = securePage(ctx, 'explorer');
    await refusalsAsPages(ctx, nonce, () => explorer(ctx, guards, nonce));
  });

  router.get(CONTRACT_VIEWER_PATH, (ctx) => {
    const nonce = securePage(ctx, 'viewer');
    ctx.status = 200;
    ctx.body = renderViewerPage(nonce);
  });

  router.get(`${DOCS_ASSETS_PATH}/:file`, serveSwaggerAsset);

  return router;
}
