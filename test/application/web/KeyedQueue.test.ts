import { expect } from 'chai';
import { KeyedQueue } from '../../../src/application/web/KeyedQueue';

const tick = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('KeyedQueue', () => {
  it('runs the tasks of one key one at a time, in arrival order', async () => {
    const queue = new KeyedQueue();
    const log: string[] = [];
    const task = (name: string) => async () => {
      log.push(`${name} start`);
      await tick();
      log.push(`${name} end`);
      return name;
    };
    const results = await Promise.all([queue.run('a', task('1')), queue.run('a', task('2'))]);
    expect(results).to.deep.equal(['1', '2']);
    expect(log).to.deep.equal(['1 start', '1 end', '2 start', '2 end']);
  });

  it('runs tasks of different keys side by side', async () => {
    const queue = new KeyedQueue();
    const log: string[] = [];
    const task = (name: string) => async () => {
      log.push(`${name} start`);
      await tick();
      log.push(`${name} end`);
    };
    await Promise.all([queue.run('a', task('a')), queue.run('b', task('b'))]);
    expect(log.slice(0, 2)).to.deep.equal(['a start', 'b start']);
  });

  it('runs the next task after one that failed, and still reports the failure', async () => {
    const queue = new KeyedQueue();
    const failed = queue.run('a', async () => {
      throw new Error('boom');
    });
    const next = queue.run('a', async () => 'ran');
    let error: unknown;
    try {
      await failed;
    } catch (e) {
      error = e;
    }
    expect((error as Error).message).to.equal('boom');
    expect(await next).to.equal('ran');
  });
});
