import { expect } from 'chai';
import { accept, fail, isFinished, pendingCommand } from '../../../src/domain/command/Command';
import { COMMAND_RETENTION_MS, isExpired } from '../../../src/domain/command/CommandRetention';
import { aNewCommand, anAction, T0 } from './support/CommandMother';

describe('Command lifecycle (spec 2.3, 3.1)', () => {
  it('starts pending with the id, request, contextKey and creation time it was given', () => {
    const c = pendingCommand(aNewCommand({ request: anAction('select_player', { playerId: '7' }) }));
    expect(c.state).to.equal('pending');
    expect(c.request).to.deep.equal({ kind: 'action', actionId: 'select_player', params: { playerId: '7' } });
    expect(c.contextKey).to.equal('football:1:100');
    expect(c.createdAt).to.equal(T0);
    expect(isFinished(c)).to.be.false;
  });

  it('moves pending to accepted with its result, leaving the pending value unchanged', () => {
    const pending = pendingCommand(aNewCommand());
    const accepted = accept(pending, { buttonId: 'timer', running: true });
    expect(accepted.state).to.equal('accepted');
    expect(accepted.result).to.deep.equal({ buttonId: 'timer', running: true });
    expect(accepted.id).to.equal(pending.id);
    expect(pending.state).to.equal('pending');
    expect(isFinished(accepted)).to.be.true;
  });

  it('moves pending to failed with a stable code and a sentence', () => {
    const failed = fail(pendingCommand(aNewCommand()), 'button_disabled', 'Button timer is disabled.');
    expect(failed.state).to.equal('failed');
    expect(failed.error).to.deep.equal({ code: 'button_disabled', message: 'Button timer is disabled.' });
  });

  it('keeps validation details on a failure', () => {
    const failed = fail(pendingCommand(aNewCommand()), 'invalid_params', 'bad', { playerId: 'unknown' });
    expect(failed.error.details).to.deep.equal({ playerId: 'unknown' });
  });
});

describe('Command retention (spec 3.1, 8: finished commands expire 60 s after creation)', () => {
  const pending = pendingCommand(aNewCommand());
  const accepted = accept(pending);
  const failed = fail(pending, 'context_changed', 'changed');

  it('keeps a finished command up to exactly 60 seconds after creation', () => {
    expect(COMMAND_RETENTION_MS).to.equal(60_000);
    expect(isExpired(accepted, T0 + 60_000)).to.be.false;
    expect(isExpired(failed, T0 + 60_000)).to.be.false;
  });

  it('expires an accepted or failed command more than 60 seconds after creation', () => {
    expect(isExpired(accepted, T0 + 60_001)).to.be.true;
    expect(isExpired(failed, T0 + 60_001)).to.be.true;
  });

  it('never expires a pending command', () => {
    expect(isExpired(pending, T0 + 3_600_000)).to.be.false;
  });

  it('takes a configurable retention', () => {
    expect(isExpired(accepted, T0 + 1_001, 1_000)).to.be.true;
    expect(isExpired(accepted, T0 + 1_000, 1_000)).to.be.false;
  });
});
