import { expect } from 'chai';
import Koa from 'koa';
import type { RunningServer } from '../support/http';
import { listen } from '../support/http';
import { compileComponentSchemas, ResponseMismatch, validateResponse } from '../support/apiValidation';
import { call } from '../support/webClient';

const BUTTON = { id: 'timer', text: 'Start', enabled: true, on: false, preview: false, gestures: ['left'] };

function mismatchOf(check: () => void): ResponseMismatch {
  try {
    check();
  } catch (error) {
    if (error instanceof ResponseMismatch) return error;
    throw error;
  }
  throw new Error('the validator accepted the response');
}

describe('response validation against the OpenAPI documents', () => {
  it('compiles every schema of both documents in ajv strict mode (JSON Schema 2020-12)', () => {
    expect(compileComponentSchemas('local')).to.be.greaterThan(20);
    expect(compileComponentSchemas('web')).to.be.greaterThan(20);
  });

  it('accepts a body of the listed shape', () => {
    validateResponse('local', 'GET', '/api/v1/buttons/timer', 200, 'application/json; charset=utf-8', BUTTON);
  });

  it('refuses a property a closed shape does not list, naming the operation and the schema path', () => {
    const mismatch = mismatchOf(() =>
      validateResponse('local', 'GET', '/api/v1/buttons/timer', 200, 'application/json', {
        ...BUTTON,
        color: 'red',
      }),
    );
    expect(mismatch.message).to.include('local GET /api/v1/buttons/{buttonId} (getButton) answered 200');
    expect(mismatch.message).to.include('#/paths/~1api~1v1~1buttons~1{buttonId}/get/responses/200');
    expect(mismatch.message).to.include(
      'at (the body): must NOT have additional properties "color" (schema #/components/schemas/Button/additionalProperties)',
    );
  });

  it('refuses a field of the wrong type deep in a spec shape', () => {
    const eventsPath = '/api/football/get_match_events?championship_id=1&match_id=2';
    const event = {
      id: '1',
      matchId: '2',
      type: 1,
      typeKey: 'score',
      label: 'Goal',
      clubId: '3',
      note: '',
      sequence: 1,
      playerId: '',
      playerInId: '',
      timer: 45,
      additionalTimer: null,
      value: null,
    };
    const mismatch = mismatchOf(() =>
      validateResponse('web', 'GET', eventsPath, 200, 'application/json', { success: true, data: [event] }),
    );
    expect(mismatch.message).to.include(
      'web GET /api/{sport}/get_match_events (get_match_events) answered 200',
    );
    expect(mismatch.message).to.include(
      'at /data/0/timer: must be string,null (schema #/components/schemas/TeamEvent/properties/timer/type)',
    );
  });

  it('refuses a status the operation does not list', () => {
    const mismatch = mismatchOf(() =>
      validateResponse('local', 'GET', '/api/v1/state', 418, 'application/json', { success: false }),
    );
    expect(mismatch.message).to.include('local GET /api/v1/state (getState) answered 418');
    expect(mismatch.message).to.include('the document lists no such status');
  });

  it('refuses a body on a response listed without content, and a content type it does not list', () => {
    expect(() =>
      validateResponse('web', 'DELETE', '/api/session', 204, 'application/json', { ok: true }),
    ).to.throw(ResponseMismatch, /no content/);
    expect(() =>
      validateResponse('local', 'GET', '/api/v1/texts/clock', 200, 'application/json', '45:00'),
    ).to.throw(ResponseMismatch, /content type "application\/json" is not listed/);
  });

  it('refuses an Error body without its code, and a 5xx without its error_id', () => {
    expect(() =>
      validateResponse('web', 'GET', '/api/session', 401, 'application/json', {
        success: false,
        error: 'no',
      }),
    ).to.throw(ResponseMismatch, /must have required property 'code'/);
    expect(() =>
      validateResponse('web', 'GET', '/api/session', 500, 'application/json', {
        success: false,
        error: 'failed',
        code: 'internal_error',
      }),
    ).to.throw(ResponseMismatch, /error_id/);
  });

  it('refuses a 429 without Retry-After when the headers are given', () => {
    const body = { success: false, error: 'Too many requests.', code: 'rate_limited' };
    const headers = new Headers({ RateLimit: '"local";r=0;t=1', 'RateLimit-Policy': '"local";q=100;w=2' });
    expect(() =>
      validateResponse('local', 'GET', '/api/v1/state', 429, 'application/json', body, headers),
    ).to.throw(ResponseMismatch, /required header Retry-After is missing/);
    headers.set('Retry-After', '1');
    validateResponse('local', 'GET', '/api/v1/state', 429, 'application/json', body, headers);
  });

  it('holds a request the document does not list to its unlisted responses', () => {
    const notFound = { success: false, error: 'No route.', code: 'not_found' };
    validateResponse('web', 'GET', '/api/nothing/here/at/all', 404, 'application/json', notFound);
    expect(() => validateResponse('web', 'GET', '/nowhere', 200, 'text/html', '<p>hi</p>')).to.throw(
      ResponseMismatch,
      /web GET \/nowhere \(not listed in the document\) answered 200/,
    );
  });

  describe('hooked into the shared HTTP helper', () => {
    let server: RunningServer;
    before(async () => {
      const app = new Koa();
      app.use((ctx) => {
        ctx.body = { contextKey: 'football:1:2' };
      });
      server = await listen(app);
    });
    after(() => server.close());

    it('rejects the call when a server answers a body the document does not allow', async () => {
      let refused: unknown;
      await call(server.url, '/api/v1/state').catch((error: unknown) => (refused = error));
      expect(refused).to.be.instanceOf(ResponseMismatch);
      expect((refused as Error).message).to.include("must have required property 'context'");
    });
  });
});
