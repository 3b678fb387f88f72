import { expect } from 'chai';
import type { Target } from '../../bench/lib/figures';
import { figure } from '../../bench/lib/figures';
import { summarySection } from '../../bench/lib/report';

const atLeastHalf: Target = { text: '≥ 0.5× bare Koa', on: 'ratio', op: '>=', limit: 0.5 };
const underFive: Target = { text: '< 5 ms', on: 'value', op: '<', limit: 5 };

describe('bench figures and targets', () => {
  it('gives the ratio to the baseline and says a ratio target is met', () => {
    const f = figure({ name: 'snapshot', unit: 'req/s', value: 600, baseline: 1000, target: atLeastHalf });
    expect(f.ratio).to.equal(0.6);
    expect(f.target).to.deep.equal({ text: '≥ 0.5× bare Koa', met: true, verdict: 'met (0.600×)' });
  });

  it('says by how much a ratio target is missed', () => {
    const f = figure({ name: 'snapshot', unit: 'req/s', value: 30, baseline: 1000, target: atLeastHalf });
    expect(f.target?.met).to.equal(false);
    expect(f.target?.verdict).to.equal('missed by 0.470× (0.030× < 0.500×)');
  });

  it('says by how much a value target is missed, in the unit of the figure', () => {
    const f = figure({ name: 'p99', unit: 'ms', value: 6.38, baseline: 5.78, target: underFive });
    expect(f.target?.verdict).to.equal('missed by 1.38 ms (6.38 ms > 5.00 ms)');
  });

  it('leaves the ratio out when it means nothing, and a target unmeasured without a sample', () => {
    expect(
      figure({ name: 'after the 200', unit: 'ms', value: -1.7, baseline: 0.4, ratio: false }),
    ).to.not.have.property('ratio');
    const none = figure({ name: 'p99', unit: 'ms', value: Number.NaN, baseline: 3, target: underFive });
    expect(none).to.not.have.property('ratio');
    expect(none.target).to.include({ met: false, verdict: 'not measured' });
  });

  it('writes one summary row per figure with its baseline, ratio, target and verdict', () => {
    const section = summarySection({
      benchmark: 'web-reads',
      title: 'Web reads',
      date: '2026-01-01T00:00:00.000Z',
      machine: { os: 'Linux', cpu: 'CPU', cores: 2, memoryGiB: 8, node: 'v20', loadAverage: 1 },
      commit: { id: 'abc1234', uncommitted: 0 },
      durationMs: 1000,
      figures: [
        figure({
          name: 'snapshot throughput',
          unit: 'req/s',
          value: 30,
          baseline: 1000,
          baselineName: 'bare Koa',
          target: atLeastHalf,
        }),
        figure({ name: 'listing p99', unit: 'ms', value: Number.NaN }),
      ],
      notes: ['a note'],
    });
    expect(section).to.include(
      '| snapshot throughput | 30.0 req/s | 1000 req/s (bare Koa) | 0.030× | ≥ 0.5× bare Koa | missed by 0.470× (0.030× < 0.500×) |',
    );
    expect(section).to.include('| listing p99 | no sample | — | — | — | — |');
    expect(section).to.include('Commit abc1234.');
    expect(section).to.include('- a note');
  });
});
