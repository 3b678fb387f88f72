// The clients' fetch in these tests: the real fetch, with every answer checked against the API's
// OpenAPI document (test/support/apiValidation.ts), as the shared HTTP helpers do. A mismatch
// is thrown and also kept, so a test fails even where the client retries or swallows it.
// The client's WebSockets are checked too: every message both ways and every close code, against
// the AsyncAPI document (test/support/asyncapiValidation.ts); a mismatch fails the running test.
import { validateResponse } from '../../support/apiValidation';
import { watchEveryClientSocket } from '../../support/asyncapiValidation';
import { apiOfPath, bodyOf } from '../../support/webClient';

watchEveryClientSocket();

export const mismatches: string[] = [];

export const validatingFetch: typeof fetch = async (input, init) => {
  const response = await fetch(input, init);
  const url = new URL(typeof input === 'string' || input instanceof URL ? input : input.url);
  const path = `${url.pathname}${url.search}`;
  const contentType = response.headers.get('content-type');
  const text = await response.clone().text();
  try {
    validateResponse(
      apiOfPath(path),
      init?.method ?? 'GET',
      path,
      response.status,
      contentType,
      bodyOf(contentType, text),
      response.headers,
    );
  } catch (error) {
    mismatches.push(String(error));
    throw error;
  }
  return response;
};
