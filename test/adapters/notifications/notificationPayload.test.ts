import { expect } from 'chai';
import {
  decodeNotification,
  encodeNotification,
} from '../../../src/adapters/notifications/notificationPayload';
import type { MatchNotification } from '../../../src/application/ports/Notifications';
import { aNotification } from './support/notificationMother';

describe('the notification payload between instances', () => {
  it('reads back exactly the notification it was written from', () => {
    const notification = aNotification({
      message: { type: 'match_set', sport: 'tennis' },
      audience: { sport: 'tennis' },
    });
    expect(decodeNotification(encodeNotification(notification))).to.deep.equal(notification);
  });

  it("carries whether the championship is archived; an older instance's payload without it is heard as not archived", () => {
    const archived = aNotification({ audience: { archived: true } });
    expect(decodeNotification(encodeNotification(archived))?.audience.archived).to.equal(true);
    const older = JSON.parse(encodeNotification(archived)) as { audience: Record<string, unknown> };
    delete older.audience.archived;
    expect(decodeNotification(JSON.stringify(older))?.audience.archived).to.equal(false);
  });

  it('writes only the fields of the message and the audience', () => {
    const notification = aNotification();
    const padded = {
      message: { ...notification.message, secret: 'x' },
      audience: { ...notification.audience, token: 'y' },
      extra: true,
    } as unknown as MatchNotification;
    expect(JSON.parse(encodeNotification(padded))).to.deep.equal(
      JSON.parse(encodeNotification(notification)),
    );
  });

  const good = JSON.parse(encodeNotification(aNotification())) as {
    message: Record<string, unknown>;
    audience: Record<string, unknown>;
  };
  const broken: [string, unknown][] = [
    ['not JSON', 'not json'],
    ['null', null],
    ['no audience', { message: good.message }],
    ['an unknown type', { ...good, message: { ...good.message, type: 'match_score' } }],
    ['an unknown sport', { ...good, message: { ...good.message, sport: 'curling' } }],
    ['an unknown audience sport', { ...good, audience: { ...good.audience, sport: 'curling' } }],
    ['a numeric matchId', { ...good, message: { ...good.message, matchId: 2 } }],
    ['a missing snapshotUrl', { ...good, message: { ...good.message, snapshotUrl: undefined } }],
    ['a textual version', { ...good, message: { ...good.message, version: '3' } }],
    ['a fractional version', { ...good, message: { ...good.message, version: 1.5 } }],
    ['a missing companyId', { ...good, audience: { ...good.audience, companyId: undefined } }],
    ['an array as the message', { ...good, message: [good.message] }],
  ];
  for (const [what, value] of broken) {
    it(`reads nothing from a payload with ${what}`, () => {
      const text = typeof value === 'string' ? value : JSON.stringify(value);
      expect(decodeNotification(text)).to.equal(null);
    });
  }
});
