import { expect } from 'chai';
import { pendingCommand } from '../../../src/domain/command/Command';
import { executeCommand } from '../../../src/domain/desk/executeCommand';
import { isRunning } from '../../../src/domain/desk/Timer';
import { aFootballDesk, CONTEXT_KEY, T0 } from './support/DeskMother';

const command = (request: Parameters<typeof pendingCommand>[0]['request'], contextKey = CONTEXT_KEY) =>
  pendingCommand({ id: 'c-1', request, contextKey, createdAt: T0 });

describe('executeCommand: a pending command runs on the desk (spec 3.1)', () => {
  it('runs a click command', () => {
    const r = executeCommand(
      aFootballDesk(),
      command({ kind: 'click', buttonId: 'timer', gesture: 'left' }),
      T0,
    );
    expect(r.ok && isRunning(r.value.desk.timer)).to.be.true;
  });

  it('runs an action command and names the optimistic event after the command', () => {
    const r = executeCommand(
      aFootballDesk(),
      command({ kind: 'action', actionId: 'record_event', params: { type: 1, side: 'home' } }),
      T0,
    );
    expect(r.ok && r.value.result.eventId).to.equal('pending-c-1');
  });

  it('fails a command whose match changed while it was pending (context_changed)', () => {
    const r = executeCommand(
      aFootballDesk(),
      command({ kind: 'click', buttonId: 'timer', gesture: 'left' }, 'football:1:7'),
      T0,
    );
    expect(r.ok).to.be.false;
    if (!r.ok) expect(r.error.code).to.equal('context_changed');
  });
});
