import { expect } from 'chai';
import { ChangeEmitter } from '../../../src/application/desk/ChangeEmitter';
import { CommandRegistry } from '../../../src/application/desk/CommandRegistry';
import type { CommandMemory, RememberedCommand } from '../../../src/application/ports/CommandMemory';
import type { Command } from '../../../src/domain/command/Command';

/** What an earlier run left on file, and what this run records. */
class KeptCommands implements CommandMemory {
  readonly recorded: RememberedCommand[] = [];
  constructor(private readonly kept: RememberedCommand[]) {}
  load(): RememberedCommand[] {
    return this.kept;
  }
  record(entry: RememberedCommand): void {
    this.recorded.push(entry);
  }
  close(): void {}
}

describe('CommandRegistry: a hosted write queued before a restart (issue 12)', () => {
  const now = 1_800_000_000_000;
  const queued: Command = {
    id: 'c-1',
    request: { kind: 'action', actionId: 'record_event', params: { type: 1 } },
    contextKey: 'football:1:3',
    createdAt: now - 5_000,
    state: 'accepted',
    result: { journalId: 'j-1', delivery: 'queued' },
  };

  it('tells the restored command its delivery, replayed from the journal after the restart (found by review)', () => {
    const memory = new KeptCommands([{ command: queued }]);
    const registry = new CommandRegistry({}, new ChangeEmitter(), memory);
    registry.restore(now);
    expect(registry.settleDelivery('j-1', { delivery: 'delivered', eventId: '230' })).to.equal(true);
    const after = registry.find('c-1', now);
    expect(after?.state === 'accepted' && after.result).to.include({ delivery: 'delivered', eventId: '230' });
    expect(memory.recorded.at(-1)?.command).to.deep.equal(after);
  });

  it('leaves a command whose write was already delivered or refused alone', () => {
    const delivered: Command = {
      ...queued,
      result: { journalId: 'j-1', delivery: 'delivered', eventId: '7' },
    };
    const registry = new CommandRegistry({}, new ChangeEmitter(), new KeptCommands([{ command: delivered }]));
    registry.restore(now);
    expect(registry.settleDelivery('j-1', { delivery: 'delivered', eventId: '8' })).to.equal(false);
    const after = registry.find('c-1', now);
    expect(after?.state === 'accepted' && after.result.eventId).to.equal('7');
  });
});
