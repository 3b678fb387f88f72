import { expect } from 'chai';
import { hostedError } from '../../../src/adapters/hosted/hostedErrors';
import { HOSTED_UNREACHABLE, serverFailureStatus } from '../../../src/application/ports/HostedEventWrites';
import { ClientNetworkError } from '../../../src/client/shared/ClientNetworkError';
import { WebApiError } from '../../../src/client/web/WebApiError';

describe('hostedError: how the desk reads a failure of the hosted service', () => {
  const answered = (status: number, code: string) =>
    new WebApiError({ status, body: { success: false, error: 'x', code }, headers: new Headers() });

  it('takes a 5xx as the link failing, marked as the service’s own answer, with no details a command would publish (found by review)', () => {
    for (const status of [500, 502, 503, 504]) {
      const error = hostedError(answered(status, 'internal_error'));
      expect(error.code, String(status)).to.equal(HOSTED_UNREACHABLE);
      expect(error.details, String(status)).to.equal(undefined);
      expect(serverFailureStatus(error), String(status)).to.equal(String(status));
    }
  });

  it('keeps no status for a network failure, and the service’s code for a refusal', () => {
    const cut = hostedError(new ClientNetworkError('POST /x failed: ECONNRESET', new Error('reset')));
    expect([cut.code, serverFailureStatus(cut)]).to.deep.equal([HOSTED_UNREACHABLE, null]);
    const refused = hostedError(answered(422, 'validation_failed'));
    expect([refused.code, serverFailureStatus(refused)]).to.deep.equal(['validation_failed', null]);
  });
});
