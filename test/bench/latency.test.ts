import { expect } from 'chai';
import { Samples, summarize } from '../../bench/lib/latency';

describe('bench latency summary', () => {
  it('takes nearest-rank percentiles over every sample, whatever their order', () => {
    const samples = Array.from({ length: 100 }, (_, i) => 100 - i); // 100 down to 1
    const summary = summarize(samples);
    expect(summary).to.include({ count: 100, p50: 50, p99: 99, max: 100, mean: 50.5 });
  });

  it('keeps a single slow sample out of p99 once there are more than a hundred', () => {
    const samples = [...Array.from({ length: 199 }, () => 1), 50];
    expect(summarize(samples)).to.include({ p50: 1, p99: 1, max: 50 });
  });

  it('reports no sample as NaN rather than zero', () => {
    const summary = summarize([]);
    expect(summary.count).to.equal(0);
    expect(Number.isNaN(summary.p99)).to.equal(true);
  });

  it('collects samples past its first buffer', () => {
    const samples = new Samples();
    for (let i = 0; i < 10_000; i += 1) samples.add(i);
    expect(samples.count).to.equal(10_000);
    expect(samples.toArray()[9_999]).to.equal(9_999);
  });
});
