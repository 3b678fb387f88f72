import { expect } from 'chai';
import type { CommandBook } from '../../../src/domain/command/CommandBook';
import {
  acceptCommand,
  DEFAULT_PENDING_LIMIT,
  emptyCommandBook,
  failCommand,
  findCommand,
  pendingCommands,
  purge,
  submit,
} from '../../../src/domain/command/CommandBook';
import type { Submission } from '../../../src/domain/command/CommandBook';
import { domainError } from '../../../src/domain/shared/DomainError';
import { aFingerprint, aSubmission, T0, uuid } from './support/CommandMother';

function submitted(book: CommandBook, s: Submission): CommandBook {
  const r = submit(book, s);
  if (!r.ok) throw new Error(`unexpected ${r.error.code}`);
  return r.value.book;
}

function accepted(book: CommandBook, id: string): CommandBook {
  const r = acceptCommand(book, id, { ok: true });
  if (!r.ok) throw new Error(`unexpected ${r.error.code}`);
  return r.value.book;
}

const withKey = (n: number, key: string, bodyHash = 'hash-a', createdAt = T0): Submission =>
  aSubmission(n, { createdAt, idempotency: { key, fingerprint: aFingerprint(bodyHash) } });

describe('CommandBook: submitting commands (spec 3.1, 4.1 rules 2-3)', () => {
  it('registers a new pending command that can then be read', () => {
    const r = submit(emptyCommandBook(), aSubmission(1));
    expect(r.ok).to.be.true;
    if (!r.ok) return;
    expect(r.value.replayed).to.be.false;
    expect(r.value.command.state).to.equal('pending');
    expect(findCommand(r.value.book, uuid(1), T0)?.state).to.equal('pending');
  });

  it('returns the existing command, not a new one, for the same key and content (rule 3)', () => {
    const book = submitted(emptyCommandBook(), withKey(1, 'k'));
    const again = submit(book, withKey(2, 'k', 'hash-a', T0 + 5_000));
    expect(again.ok).to.be.true;
    if (!again.ok) return;
    expect(again.value.replayed).to.be.true;
    expect(again.value.command.id).to.equal(uuid(1));
    expect(again.value.book.commands.size).to.equal(1);
  });

  it('returns the finished command on a replay, so the client sees its outcome', () => {
    const book = accepted(submitted(emptyCommandBook(), withKey(1, 'k')), uuid(1));
    const again = submit(book, withKey(2, 'k', 'hash-a', T0 + 30_000));
    expect(again.ok && again.value.command.state).to.equal('accepted');
  });

  it('refuses the same key with other content as idempotency_key_reused (422)', () => {
    const book = submitted(emptyCommandBook(), withKey(1, 'k'));
    const r = submit(book, withKey(2, 'k', 'hash-b'));
    expect(r.ok).to.be.false;
    if (!r.ok) expect(r.error.code).to.equal('idempotency_key_reused');
  });

  it('refuses a malformed key as invalid_idempotency_key (400) and registers nothing', () => {
    const r = submit(emptyCommandBook(), withKey(1, 'not valid!'));
    expect(r.ok).to.be.false;
    if (!r.ok) expect(r.error.code).to.equal('invalid_idempotency_key');
  });

  it('creates a new command for a key whose command has expired', () => {
    const book = accepted(submitted(emptyCommandBook(), withKey(1, 'k')), uuid(1));
    const r = submit(book, withKey(2, 'k', 'hash-b', T0 + 60_001));
    expect(r.ok).to.be.true;
    if (!r.ok) return;
    expect(r.value.replayed).to.be.false;
    expect(r.value.command.id).to.equal(uuid(2));
  });

  it('throws on a reused command id: ids are the caller’s uuids and must be unique', () => {
    const book = submitted(emptyCommandBook(), aSubmission(1));
    expect(() => submit(book, aSubmission(1))).to.throw(/already taken/);
  });
});

describe('CommandBook: the pending limit (CONTRACT-NOTES: 16, then 429)', () => {
  it('defaults to 16 pending commands', () => {
    expect(DEFAULT_PENDING_LIMIT).to.equal(16);
    expect(emptyCommandBook().options.pendingLimit).to.equal(16);
  });

  it('refuses the 17th pending command with too_many_pending_commands', () => {
    let book = emptyCommandBook();
    for (let n = 1; n <= 16; n++) book = submitted(book, aSubmission(n));
    const r = submit(book, aSubmission(17));
    expect(r.ok).to.be.false;
    if (!r.ok) expect(r.error.code).to.equal('too_many_pending_commands');
  });

  it('accepts a new command once a pending one has finished', () => {
    let book = emptyCommandBook({ pendingLimit: 2 });
    book = submitted(submitted(book, aSubmission(1)), aSubmission(2));
    expect(submit(book, aSubmission(3)).ok).to.be.false;
    book = accepted(book, uuid(1));
    expect(submit(book, aSubmission(3)).ok).to.be.true;
  });

  it('still answers a replay when the limit is reached', () => {
    const book = submitted(emptyCommandBook({ pendingLimit: 1 }), withKey(1, 'k'));
    const r = submit(book, withKey(2, 'k'));
    expect(r.ok && r.value.replayed).to.be.true;
  });
});

describe('CommandBook: finishing commands (spec 3.1)', () => {
  const book = submitted(emptyCommandBook(), aSubmission(1));

  it('accepts a pending command with its result', () => {
    const r = acceptCommand(book, uuid(1), { eventId: 'pending-1' });
    expect(r.ok && r.value.command).to.include({ state: 'accepted' });
    if (r.ok)
      expect(findCommand(r.value.book, uuid(1), T0)).to.deep.include({ result: { eventId: 'pending-1' } });
  });

  it('fails a pending command with the domain error that stopped it', () => {
    const r = failCommand(book, uuid(1), domainError('button_disabled', 'Button timer is disabled.'));
    expect(r.ok && r.value.command.state).to.equal('failed');
    if (r.ok && r.value.command.state === 'failed')
      expect(r.value.command.error.code).to.equal('button_disabled');
  });

  it('refuses to finish a command twice', () => {
    const once = accepted(book, uuid(1));
    const r = failCommand(once, uuid(1), domainError('x', 'y'));
    expect(r.ok).to.be.false;
    if (!r.ok) expect(r.error.code).to.equal('command_already_finished');
  });

  it('refuses to finish an unknown command', () => {
    const r = acceptCommand(book, uuid(9));
    expect(r.ok).to.be.false;
    if (!r.ok) expect(r.error.code).to.equal('command_not_found');
  });

  it('lists the pending commands (for a graceful shutdown)', () => {
    const two = submitted(book, aSubmission(2));
    expect(pendingCommands(accepted(two, uuid(1))).map((c) => c.id)).to.deep.equal([uuid(2)]);
  });
});

describe('CommandBook: retention and purge (spec 3.1: removed 60 s after creation, then 404)', () => {
  const book = accepted(
    submitted(submitted(emptyCommandBook(), withKey(1, 'k1')), withKey(2, 'k2')),
    uuid(1),
  );

  it('hides an expired finished command from reads even before a purge', () => {
    expect(findCommand(book, uuid(1), T0 + 60_000)?.state).to.equal('accepted');
    expect(findCommand(book, uuid(1), T0 + 60_001)).to.be.undefined;
  });

  it('keeps a pending command readable long after creation', () => {
    expect(findCommand(book, uuid(2), T0 + 600_000)?.state).to.equal('pending');
  });

  it('removes expired finished commands and their idempotency keys, and keeps the others', () => {
    const purged = purge(book, T0 + 60_001);
    expect([...purged.commands.keys()]).to.deep.equal([uuid(2)]);
    expect([...purged.ledger.entries.keys()]).to.deep.equal(['k2']);
  });

  it('changes nothing when nothing has expired', () => {
    expect(purge(book, T0 + 60_000)).to.equal(book);
  });

  it('uses the configured retention', () => {
    const short = accepted(submitted(emptyCommandBook({ retentionMs: 1_000 }), aSubmission(1)), uuid(1));
    expect(purge(short, T0 + 1_001).commands.size).to.equal(0);
  });
});
