import { expect } from 'chai';
import type { Checkpoint } from '../../bench/benchmarks/memory';
import { keepsGrowing } from '../../bench/benchmarks/memory';

const points = (...heap: number[]): Checkpoint[] =>
  heap.map((heapMiB, i) => ({ done: i, heapMiB, rssMiB: 100 }));

describe('bench memory: the rule that fails a run', () => {
  it('fails a heap that rises at each of the last checkpoints by more than 1 MiB in all', () => {
    expect(keepsGrowing(points(20, 20.6, 21.2, 21.8, 22.4))).to.equal(true);
  });

  it('passes a heap that rises by less than the noise allowance', () => {
    expect(keepsGrowing(points(23.91, 24.06, 24.17, 24.21, 24.3))).to.equal(false);
  });

  it('passes a heap that grew once and then stays level', () => {
    expect(keepsGrowing(points(20, 23, 23.1, 23.05, 23.1))).to.equal(false);
  });
});
