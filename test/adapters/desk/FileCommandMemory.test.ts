import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'chai';
import { FileCommandMemory } from '../../../src/adapters/desk/commands/FileCommandMemory';
import { ChangeEmitter } from '../../../src/application/desk/ChangeEmitter';
import { CommandRegistry } from '../../../src/application/desk/CommandRegistry';
import type { PendingCommand } from '../../../src/domain/command/Command';

const T0 = Date.parse('2026-11-27T12:00:00Z');
const fingerprint = { method: 'POST', path: '/api/v1/actions/record_event', bodyHash: 'h' };
const pending = (id: string, createdAt: number): PendingCommand => ({
  id,
  request: { kind: 'action', actionId: 'record_event', params: {} },
  contextKey: 'football:1:3',
  createdAt,
  state: 'pending',
});

describe('FileCommandMemory: the commands of a desk across its restarts', () => {
  let dir: string;
  let path: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'match-desk-commands-'));
    path = join(dir, 'commands', '18800.jsonl');
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('keeps one desk on the file: a second keeps its commands in memory and never rewrites it', async () => {
    // Found by review: a desk started twice on one port rewrote the file under the running one.
    const first = new FileCommandMemory(path, 60_000, () => T0);
    first.load();
    first.record({ command: pending('a', T0), idempotency: { key: 'k-a', fingerprint } });
    const before = await readFile(path, 'utf8');
    const refused: unknown[] = [];
    const second = new FileCommandMemory(
      path,
      60_000,
      () => T0,
      (e) => refused.push(e),
    );
    expect(second.load()).to.deep.equal([]);
    second.record({ command: pending('b', T0) });
    expect(await readFile(path, 'utf8')).to.equal(before);
    expect(String(refused[0])).to.include(`in use by process ${process.pid}`);
    first.record({ command: pending('c', T0) });
    first.close();
    second.close();
    const third = new FileCommandMemory(path, 60_000, () => T0);
    expect(third.load().map((e) => e.command.id)).to.deep.equal(['a', 'c']);
    third.close();
  });

  it('takes over the lock of a desk that is gone (kill -9)', async () => {
    const first = new FileCommandMemory(path, 60_000, () => T0);
    first.load();
    first.record({ command: pending('a', T0) });
    first.close();
    // What a killed desk leaves: its lock, naming a process that no longer runs.
    await writeFile(`${path}.lock`, '999999999\n');
    const next = new FileCommandMemory(path, 60_000, () => T0);
    expect(next.load().map((e) => e.command.id)).to.deep.equal(['a']);
    next.close();
  });

  it('takes over a lock whose process id another process took since (it started at another time), not one of a live desk', async function () {
    if (process.platform !== 'linux') this.skip(); // the start of a process is read in /proc
    // Found by review: a lock naming a pid reused after a reboot kept the desk off its file.
    const other = spawn('sleep', ['30']);
    try {
      const first = new FileCommandMemory(path, 60_000, () => T0);
      first.load();
      first.record({ command: pending('a', T0) });
      first.close();
      await writeFile(`${path}.lock`, `${other.pid as number}\n`);
      const busy: unknown[] = [];
      const blocked = new FileCommandMemory(
        path,
        60_000,
        () => T0,
        (e) => busy.push(e),
      );
      expect(blocked.load()).to.deep.equal([]);
      expect(String(busy[0])).to.include(`in use by process ${other.pid as number}`);
      blocked.close();
      await writeFile(`${path}.lock`, `${other.pid as number} 1000\n`);
      const next = new FileCommandMemory(path, 60_000, () => T0);
      expect(next.load().map((e) => e.command.id)).to.deep.equal(['a']);
      next.close();
    } finally {
      other.kill();
    }
  });

  it('drops a command a crash left pending once it is older than the retention (found by review)', async () => {
    const memory = new FileCommandMemory(path, 60_000, () => T0 - 600_000);
    memory.load();
    memory.record({ command: pending('old', T0 - 600_000), idempotency: { key: 'k-old', fingerprint } });
    memory.close();
    // A restart 10 minutes later: the registry records it failed `interrupted`, then expired.
    const restarted = new FileCommandMemory(path, 60_000, () => T0);
    new CommandRegistry({}, new ChangeEmitter(), restarted).restore(T0);
    restarted.close();
    const again = new FileCommandMemory(path, 60_000, () => T0);
    expect(again.load()).to.deep.equal([]);
    again.close();
    expect(await readFile(path, 'utf8')).to.equal('');
  });
});
