import { expect } from 'chai';
import * as sinon from 'sinon';
import type { DeskOverlay } from '../../../src/application/desk/DeskOverlay';
import type { DeskWorld } from './support/DeskWorld';
import { deskWorld } from './support/DeskWorld';
import { Submissions } from './support/submissions';

/** GET /state as the plain build answers it: the state read now, through JSON. */
function plainState(world: DeskWorld): unknown {
  const read = world.desk.reads.state();
  if (!read.ok) throw new Error(read.error.message);
  return JSON.parse(JSON.stringify(read.value));
}

function stateJson(world: DeskWorld) {
  const read = world.desk.reads.stateJson();
  if (!read.ok) throw new Error(read.error.message);
  return read.value;
}

async function startTimer(world: DeskWorld): Promise<void> {
  const submitted = world.desk.submit(Submissions.click(world.contextKey(), 'timer'));
  if (!submitted.ok) throw new Error(submitted.error.message);
  await world.desk.idle();
  expect(stateJson(world).ticking).to.be.true;
}

/** An OCR-like overlay whose reads are counted: the state is built once per call of `ocr`. */
function countedOverlay(): DeskOverlay & { ocr: sinon.SinonSpy } {
  return {
    texts: () => ({ HomeScore: '3' }),
    ocr: sinon.spy((contextKey: string) => ({ contextKey, values: { HomeScore: '3' } })),
  };
}

describe('SerializedState: the state as JSON text, serialized once per change', () => {
  let world: DeskWorld;
  beforeEach(async () => {
    world = await deskWorld();
  });

  it('parses to the state the plain build gives while the timer is stopped', () => {
    const read = stateJson(world);
    expect(read.ticking).to.be.false;
    expect(read.contextKey).to.equal(world.contextKey());
    expect(JSON.parse(read.json)).to.deep.equal(plainState(world));
  });

  it('builds a stopped state once, however many reads and however late', () => {
    const overlay = countedOverlay();
    world.desk.setOverlay(overlay);
    const first = stateJson(world).json;
    world.clock.advance(90_000);
    expect(stateJson(world).json).to.equal(first);
    expect(stateJson(world).json).to.equal(first);
    expect(overlay.ocr.callCount).to.equal(1);
  });

  it('builds it again after a change, with the change', () => {
    const overlay = countedOverlay();
    world.desk.setOverlay(overlay);
    stateJson(world);
    world.desk.setEditing(true);
    const after = JSON.parse(stateJson(world).json) as { editing: boolean };
    expect(after.editing).to.be.true;
    expect(overlay.ocr.callCount).to.equal(2);
    expect(JSON.parse(stateJson(world).json)).to.deep.equal(plainState(world));
  });

  it('parses to the state the plain build gives at every moment while the timer runs', async () => {
    world.desk.setOverlay(countedOverlay());
    await startTimer(world);
    for (const step of [0, 1_234, 61_000]) {
      world.clock.advance(step);
      const read = stateJson(world);
      expect(read.ticking).to.be.true;
      expect(JSON.parse(read.json)).to.deep.equal(plainState(world));
    }
  });

  it('moves the timer and the clock text with the clock, without building the rest again', async () => {
    const overlay = countedOverlay();
    world.desk.setOverlay(overlay);
    await startTimer(world);
    type Timed = { timer: { elapsedMs: number; clock: string }; texts: Record<string, string> };
    const before = JSON.parse(stateJson(world).json) as Timed;
    const built = overlay.ocr.callCount;
    world.clock.advance(61_000);
    const after = JSON.parse(stateJson(world).json) as Timed;
    expect(after.timer.elapsedMs - before.timer.elapsedMs).to.equal(61_000);
    expect(after.texts.clock).to.equal(after.timer.clock).and.not.equal(before.texts.clock);
    expect(after.texts.HomeScore).to.equal('3');
    expect(overlay.ocr.callCount).to.equal(built);
  });

  it('answers match_unavailable with no match loaded', () => {
    world.desk.unload();
    const read = world.desk.reads.stateJson();
    expect(!read.ok && read.error.code).to.equal('match_unavailable');
  });
});
