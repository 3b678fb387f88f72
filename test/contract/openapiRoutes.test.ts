import type { Router } from '@koa/router';
import { expect } from 'chai';
import { localRoutes } from '../../src/adapters/http/local/localRoutes';
import { overlayRoutes } from '../../src/adapters/http/local/overlay/overlayRoutes';
import { OCR_PATH } from '../../src/adapters/ocr/ocrPath';
import { WS_PATH } from '../../src/adapters/ws/local/DeskSocket';
import { LOCAL_DESCRIPTION_PATH, WEB_DESCRIPTION_PATH } from '../../src/adapters/http/openapi';
import { accountRoutersOf } from '../../src/adapters/http/web/account';
import { docsRouter } from '../../src/adapters/http/web/docs';
import { webEndpoints } from '../../src/adapters/http/web/endpoints';
import { frontDoorRouter } from '../../src/adapters/http/web/frontDoor/frontDoorRouter';
import { healthRouter } from '../../src/adapters/http/web/healthRouter';
import { NOTIFICATIONS_PATH } from '../../src/adapters/http/web/NotificationsSocket';
import type { WebUseCases } from '../../src/adapters/http/web/WebUseCases';
import { deskWorld } from '../application/desk/support/DeskWorld';
import type { ApiName } from '../support/contract/openapiDocuments';
import { DOCUMENTS, HTTP_METHODS } from '../support/contract/openapiDocuments';
import { sqliteWebBackend, startTestWebHost } from '../support/webHost';

/** "GET /api/v1/buttons/{buttonId}" for every operation of a document. */
function documented(api: ApiName): string[] {
  return Object.entries(DOCUMENTS[api].paths).flatMap(([path, item]) =>
    HTTP_METHODS.filter((m) => m in item).map((m) => `${m.toUpperCase()} ${path}`),
  );
}

const CATCH_ALL = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

/** The routes a router answers, OpenAPI style; HEAD (implied by GET) and 405 catch-alls left out. */
function routed(router: Router): string[] {
  return router.stack.flatMap((layer) => {
    if (CATCH_ALL.every((m) => layer.methods.includes(m))) return [];
    const path = String(layer.path).replace(/:([A-Za-z]+)/g, '{$1}');
    return layer.methods.filter((m) => m !== 'HEAD').map((m) => `${m} ${path}`);
  });
}

const sorted = (list: string[]): string[] => [...new Set(list)].sort();

describe('the OpenAPI documents list every route of the servers, and only those (issue 6)', () => {
  it('local: every read and command of the router, this document, the overlay page and the WebSocket handshakes', async () => {
    const world = await deskWorld();
    const upgrades = [`GET ${WS_PATH}`, `GET ${OCR_PATH}/{ingressKey}`, `GET ${OCR_PATH}`];
    const overlay = routed(overlayRoutes());
    expect(sorted(documented('local'))).to.deep.equal(
      sorted([...routed(localRoutes(world.desk, 1024)), ...overlay, ...upgrades]),
    );
    expect(documented('local')).to.include(`GET ${LOCAL_DESCRIPTION_PATH}`);
  });

  it('web: the data endpoints, sessions, token management, pages, the explorer and viewer, health, this document and notifications', async () => {
    let accountRouters: Router[] = [];
    let docsRoutes: string[] = [];
    const web = await startTestWebHost(sqliteWebBackend, {
      extraRouters: (services) => {
        accountRouters = accountRoutersOf(services);
        docsRoutes = routed(docsRouter(services.guards));
        return [];
      },
    });
    try {
      // Only the endpoint table is read: no endpoint is called.
      const endpoints = webEndpoints({} as WebUseCases, 1024);
      const expected = [
        ...Object.entries(endpoints).map(([name, e]) => `${e.method} /api/{sport}/${name}`),
        ...accountRouters.flatMap(routed),
        ...docsRoutes,
        ...routed(healthRouter(async () => true)),
        ...routed(frontDoorRouter()),
        `GET ${WEB_DESCRIPTION_PATH}`,
        `GET ${NOTIFICATIONS_PATH}`,
      ];
      expect(sorted(documented('web'))).to.deep.equal(sorted(expected));
    } finally {
      await web.close();
    }
  });
});

describe('the web OpenAPI document gives every GET data endpoint its conditional read (issue 11)', () => {
  it('documents If-None-Match, the ETag of the 200 and the 304, as every one of them answers them', () => {
    const endpoints = webEndpoints({} as WebUseCases, 1024);
    const reads = Object.entries(endpoints).filter(([, e]) => e.method === 'GET');
    expect(reads.length).to.be.greaterThan(10);
    const paths = DOCUMENTS.web.paths as Record<string, Record<string, Operation>>;
    const missing = reads.flatMap(([name]) => {
      const operation = paths[`/api/{sport}/${name}`]?.get;
      const refs = (operation?.parameters ?? []).map((p) => p.$ref);
      const ok =
        refs.includes('#/components/parameters/If-None-Match') &&
        operation?.responses?.['304'] !== undefined &&
        operation.responses['200']?.headers?.ETag !== undefined;
      return ok ? [] : [name];
    });
    expect(missing).to.deep.equal([]);
  });
});

interface Operation {
  readonly parameters?: readonly { readonly $ref?: string }[];
  readonly responses?: Readonly<Record<string, { readonly headers?: Readonly<Record<string, unknown>> }>>;
}
