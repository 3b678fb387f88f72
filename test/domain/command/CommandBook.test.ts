import { expect } from 'chai';
import type { Submission } from '../../../src/domain/command/CommandBook';
import { CommandBook, DEFAULT_PENDING_LIMIT } from '../../../src/domain/command/CommandBook';
import { domainError } from '../../../src/domain/shared/DomainError';
import { aFingerprint, aSubmission, T0, uuid } from './support/CommandMother';

function submitted(book: CommandBook, ...submissions: Submission[]): CommandBook {
  for (const s of submissions) {
    const r = book.submit(s);
    if (!r.ok) throw new Error(`unexpected ${r.error.code}`);
  }
  return book;
}

function accepted(book: CommandBook, ...ids: string[]): CommandBook {
  for (const id of ids) {
    const r = book.accept(id, { ok: true });
    if (!r.ok) throw new Error(`unexpected ${r.error.code}`);
  }
  return book;
}

const withKey = (n: number, key: string, bodyHash = 'hash-a', createdAt = T0): Submission =>
  aSubmission(n, { createdAt, idempotency: { key, fingerprint: aFingerprint(bodyHash) } });

describe('CommandBook: submitting commands (spec 3.1, 4.1 rules 2-3)', () => {
  it('registers a new pending command that can then be read', () => {
    const book = new CommandBook();
    const r = book.submit(aSubmission(1));
    expect(r.ok).to.be.true;
    if (!r.ok) return;
    expect(r.value.replayed).to.be.false;
    expect(r.value.command.state).to.equal('pending');
    expect(book.find(uuid(1), T0)?.state).to.equal('pending');
  });

  it('returns the existing command, not a new one, for the same key and content (rule 3)', () => {
    const book = submitted(new CommandBook(), withKey(1, 'k'));
    const again = book.submit(withKey(2, 'k', 'hash-a', T0 + 5_000));
    expect(again.ok).to.be.true;
    if (!again.ok) return;
    expect(again.value.replayed).to.be.true;
    expect(again.value.command.id).to.equal(uuid(1));
    expect(book.size).to.equal(1);
  });

  it('returns the finished command on a replay, so the client sees its outcome', () => {
    const book = accepted(submitted(new CommandBook(), withKey(1, 'k')), uuid(1));
    const again = book.submit(withKey(2, 'k', 'hash-a', T0 + 30_000));
    expect(again.ok && again.value.command.state).to.equal('accepted');
  });

  it('finds the command of a replayed key without registering anything', () => {
    const book = submitted(new CommandBook(), withKey(1, 'k'));
    const r = book.replayOf('k', aFingerprint('hash-a'), T0 + 1_000);
    expect(r.ok && r.value?.id).to.equal(uuid(1));
    expect(book.replayOf('other', aFingerprint('hash-a'), T0 + 1_000)).to.deep.equal({
      ok: true,
      value: null,
    });
    expect(book.size).to.equal(1);
  });

  it('refuses the same key with other content as idempotency_key_reused (422)', () => {
    const book = submitted(new CommandBook(), withKey(1, 'k'));
    const r = book.submit(withKey(2, 'k', 'hash-b'));
    expect(r.ok).to.be.false;
    if (!r.ok) expect(r.error.code).to.equal('idempotency_key_reused');
    expect(book.size).to.equal(1);
  });

  it('refuses a malformed key as invalid_idempotency_key (400) and registers nothing', () => {
    const book = new CommandBook();
    const r = book.submit(withKey(1, 'not valid!'));
    expect(r.ok).to.be.false;
    if (!r.ok) expect(r.error.code).to.equal('invalid_idempotency_key');
    expect(book.size).to.equal(0);
  });

  it('creates a new command for a key whose command has expired', () => {
    const book = accepted(submitted(new CommandBook(), withKey(1, 'k')), uuid(1));
    const r = book.submit(withKey(2, 'k', 'hash-b', T0 + 60_001));
    expect(r.ok).to.be.true;
    if (!r.ok) return;
    expect(r.value.replayed).to.be.false;
    expect(r.value.command.id).to.equal(uuid(2));
  });

  it('throws on a reused command id: ids are the caller’s uuids and must be unique', () => {
    const book = submitted(new CommandBook(), aSubmission(1));
    expect(() => book.submit(aSubmission(1))).to.throw(/already taken/);
  });
});

describe('CommandBook: the pending limit (CONTRACT-NOTES: 16, then 429)', () => {
  it('defaults to 16 pending commands', () => {
    expect(DEFAULT_PENDING_LIMIT).to.equal(16);
    expect(new CommandBook().options.pendingLimit).to.equal(16);
  });

  it('refuses the 17th pending command with too_many_pending_commands', () => {
    const book = new CommandBook();
    for (let n = 1; n <= 16; n++) submitted(book, aSubmission(n));
    const r = book.submit(aSubmission(17));
    expect(r.ok).to.be.false;
    if (!r.ok) expect(r.error.code).to.equal('too_many_pending_commands');
    expect(book.pendingCount).to.equal(16);
  });

  it('accepts a new command once a pending one has finished', () => {
    const book = submitted(new CommandBook({ pendingLimit: 2 }), aSubmission(1), aSubmission(2));
    expect(book.submit(aSubmission(3)).ok).to.be.false;
    accepted(book, uuid(1));
    expect(book.submit(aSubmission(3)).ok).to.be.true;
  });

  it('still answers a replay when the limit is reached', () => {
    const book = submitted(new CommandBook({ pendingLimit: 1 }), withKey(1, 'k'));
    const r = book.submit(withKey(2, 'k'));
    expect(r.ok && r.value.replayed).to.be.true;
  });
});

describe('CommandBook: finishing commands (spec 3.1)', () => {
  it('accepts a pending command with its result', () => {
    const book = submitted(new CommandBook(), aSubmission(1));
    const r = book.accept(uuid(1), { eventId: 'pending-1' });
    expect(r.ok && r.value).to.include({ state: 'accepted' });
    expect(book.find(uuid(1), T0)).to.deep.include({ result: { eventId: 'pending-1' } });
    expect(book.pendingCount).to.equal(0);
  });

  it('fails a pending command with the domain error that stopped it', () => {
    const book = submitted(new CommandBook(), aSubmission(1));
    const r = book.fail(uuid(1), domainError('button_disabled', 'Button timer is disabled.'));
    expect(r.ok && r.value.state).to.equal('failed');
    if (r.ok) expect(r.value.error.code).to.equal('button_disabled');
    expect(book.find(uuid(1), T0)?.state).to.equal('failed');
  });

  it('refuses to finish a command twice', () => {
    const book = accepted(submitted(new CommandBook(), aSubmission(1)), uuid(1));
    const r = book.fail(uuid(1), domainError('x', 'y'));
    expect(r.ok).to.be.false;
    if (!r.ok) expect(r.error.code).to.equal('command_already_finished');
    expect(book.find(uuid(1), T0)?.state).to.equal('accepted');
  });

  it('refuses to finish an unknown command', () => {
    const r = submitted(new CommandBook(), aSubmission(1)).accept(uuid(9));
    expect(r.ok).to.be.false;
    if (!r.ok) expect(r.error.code).to.equal('command_not_found');
  });

  it('lists the pending commands in submission order (for a graceful shutdown)', () => {
    const book = accepted(
      submitted(new CommandBook(), aSubmission(1), aSubmission(2), aSubmission(3)),
      uuid(2),
    );
    expect(book.pending().map((c) => c.id)).to.deep.equal([uuid(1), uuid(3)]);
    expect(book.pendingCount).to.equal(2);
  });
});

describe('CommandBook: retention and purge (spec 3.1: removed 60 s after creation, then 404)', () => {
  const aBook = () => accepted(submitted(new CommandBook(), withKey(1, 'k1'), withKey(2, 'k2')), uuid(1));

  it('hides an expired finished command from reads even before a purge', () => {
    const book = aBook();
    expect(book.find(uuid(1), T0 + 60_000)?.state).to.equal('accepted');
    expect(book.find(uuid(1), T0 + 60_001)).to.be.undefined;
  });

  it('keeps a pending command readable long after creation', () => {
    expect(aBook().find(uuid(2), T0 + 600_000)?.state).to.equal('pending');
  });

  it('removes expired finished commands and their idempotency keys, and keeps the others', () => {
    const book = aBook();
    expect(book.purge(T0 + 60_001)).to.equal(1);
    expect(book.size).to.equal(1);
    expect(book.find(uuid(2), T0 + 60_001)?.state).to.equal('pending');
    expect(book.idempotencyKeys()).to.deep.equal(['k2']);
  });

  it('changes nothing when nothing has expired', () => {
    const book = aBook();
    expect(book.purge(T0 + 60_000)).to.equal(0);
    expect(book.size).to.equal(2);
    expect(book.idempotencyKeys()).to.deep.equal(['k1', 'k2']);
  });

  it('uses the configured retention', () => {
    const short = accepted(submitted(new CommandBook({ retentionMs: 1_000 }), aSubmission(1)), uuid(1));
    short.purge(T0 + 1_001);
    expect(short.size).to.equal(0);
  });

  it('purges by creation time, whatever the order the commands finished in', () => {
    const book = submitted(
      new CommandBook(),
      aSubmission(1, { createdAt: T0 }),
      aSubmission(2, { createdAt: T0 + 10_000 }),
      aSubmission(3, { createdAt: T0 + 20_000 }),
    );
    accepted(book, uuid(3), uuid(1), uuid(2));
    expect(book.purge(T0 + 70_001)).to.equal(2);
    expect(book.find(uuid(3), T0 + 70_001)?.state).to.equal('accepted');
    expect(book.purge(T0 + 80_001)).to.equal(1);
    expect(book.size).to.equal(0);
  });

  it('purges a command finished long after it was created as soon as it finishes past the retention', () => {
    const book = submitted(new CommandBook(), aSubmission(1), aSubmission(2, { createdAt: T0 + 1_000 }));
    accepted(book, uuid(2));
    expect(book.purge(T0 + 61_001)).to.equal(1);
    accepted(book, uuid(1));
    expect(book.purge(T0 + 61_002)).to.equal(1);
    expect(book.size).to.equal(0);
  });

  it('keeps its size bounded by the retention over many commands', () => {
    const book = new CommandBook({ retentionMs: 1_000 });
    for (let n = 1; n <= 5_000; n++) {
      submitted(book, aSubmission(n, { createdAt: T0 + n }));
      accepted(book, uuid(n));
    }
    expect(book.size).to.equal(1_001);
  });
});

describe('CommandBook: a queued hosted write settles later (issue 12)', () => {
  it('amends the result of an accepted command, keeps it accepted and its retention from creation', () => {
    const book = submitted(new CommandBook(), aSubmission(1));
    book.accept(uuid(1), { delivery: 'queued', journalId: 'j1' });
    const amended = book.amend(uuid(1), { delivery: 'delivered', eventId: '42' });
    expect(amended.ok && amended.value).to.deep.include({
      state: 'accepted',
      result: { delivery: 'delivered', journalId: 'j1', eventId: '42' },
    });
    expect(book.find(uuid(1), T0 + 59_000)?.state).to.equal('accepted');
    book.purge(T0 + 61_000);
    expect(book.find(uuid(1), T0 + 61_000)).to.equal(undefined);
  });

  it('records a conflict as the accepted command’s error, and changes no pending or failed command', () => {
    const book = submitted(new CommandBook(), aSubmission(1), aSubmission(2), aSubmission(3));
    book.accept(uuid(1), { delivery: 'queued' });
    book.fail(uuid(3), domainError('invalid_params', 'no'));
    const conflict = domainError('write_conflict', 'Event 5 was deleted meanwhile.');
    const amended = book.amend(uuid(1), { delivery: 'conflict' }, conflict);
    expect(amended.ok && amended.value.error).to.deep.equal(conflict);
    expect(book.amend(uuid(2), { delivery: 'delivered' }).ok).to.equal(false);
    expect(book.amend(uuid(3), { delivery: 'delivered' }).ok).to.equal(false);
    expect(book.amend(uuid(9), { delivery: 'delivered' }).ok).to.equal(false);
  });
});

describe('CommandBook: restoring the commands of an earlier run (spec 4.1 rule 3 across a restart)', () => {
  const finishedWithKey = (n: number, createdAt: number) => {
    const earlier = accepted(submitted(new CommandBook(), withKey(n, `k${n}`, 'hash-a', createdAt)), uuid(n));
    return earlier.find(uuid(n), createdAt);
  };

  it('takes back a finished command with its key: the same request replays it, other content is refused', () => {
    const book = new CommandBook();
    const command = finishedWithKey(1, T0);
    if (!command || command.state === 'pending') throw new Error('no finished command');
    expect(book.restore(command, T0 + 10_000, { key: 'k1', fingerprint: aFingerprint('hash-a') })).to.equal(
      true,
    );
    const replay = book.submit(withKey(2, 'k1', 'hash-a', T0 + 20_000));
    expect(replay.ok && replay.value).to.deep.include({ replayed: true, command });
    const other = book.submit(withKey(3, 'k1', 'hash-b', T0 + 20_000));
    expect(other.ok ? 'ok' : other.error.code).to.equal('idempotency_key_reused');
  });

  it('leaves out a command already expired, and frees its key', () => {
    const book = new CommandBook();
    const command = finishedWithKey(1, T0);
    if (!command || command.state === 'pending') throw new Error('no finished command');
    expect(book.restore(command, T0 + 60_001, { key: 'k1', fingerprint: aFingerprint('hash-a') })).to.equal(
      false,
    );
    expect(book.find(uuid(1), T0 + 60_001)).to.equal(undefined);
    const fresh = book.submit(withKey(2, 'k1', 'hash-b', T0 + 60_001));
    expect(fresh.ok && fresh.value.replayed).to.equal(false);
  });
});
