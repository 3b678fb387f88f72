import { expect } from 'chai';
import { TokenBucketRateLimits } from '../../../src/adapters/ratelimit/TokenBucketRateLimits';

describe('TokenBucketRateLimits', () => {
  const policy = { name: 'local', capacity: 3, refillPerSecond: 1 };

  it('keeps serving when the clock steps back (found by review: 120 s back refused every request for 120 s)', () => {
    let t = 1_800_000_000_000;
    const limits = new TokenBucketRateLimits({ now: () => new Date(t) });
    expect(limits.take(policy, 'a').allowed).to.equal(true);
    t -= 120_000; // NTP or an operator sets the workstation's clock back two minutes
    expect(limits.take(policy, 'a')).to.include({ allowed: true, remaining: 1 });
    expect(limits.take(policy, 'a')).to.include({ allowed: true, remaining: 0 });
    expect(limits.take(policy, 'a').allowed).to.equal(false); // the capacity still holds
    t += 1_000;
    expect(limits.take(policy, 'a').allowed).to.equal(true); // and refills from the new time
  });
});
