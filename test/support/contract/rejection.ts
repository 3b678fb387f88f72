import { expect } from 'chai';

/** Awaits a promise that must reject, and returns its error. */
export async function rejectionOf(promise: Promise<unknown>): Promise<Error> {
  try {
    await promise;
  } catch (error) {
    expect(error).to.be.instanceOf(Error);
    return error as Error;
  }
  expect.fail('expected the promise to reject');
}
