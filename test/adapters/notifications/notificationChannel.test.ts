import { expect } from 'chai';
import {
  NOTIFICATION_CHANNEL,
  notificationChannel,
} from '../../../src/adapters/notifications/notificationChannel';

describe('the LISTEN/NOTIFY channel of a deployment', () => {
  it('is match_desk_notifications on the default schema', () => {
    expect(notificationChannel(undefined)).to.equal('match_desk_notifications');
    expect(NOTIFICATION_CHANNEL).to.equal('match_desk_notifications');
  });

  it('names the schema when the name fits in a PostgreSQL identifier', () => {
    expect(notificationChannel('tenant_eu')).to.equal('match_desk_notifications.tenant_eu');
  });

  it('takes a digest of a schema name too long for an identifier, still one channel per schema', () => {
    const long = (suffix: string) => `a_rather_long_schema_name_for_the_production_cluster_${suffix}`;
    const first = notificationChannel(long('one'));
    const second = notificationChannel(long('two'));
    expect(Buffer.byteLength(first)).to.be.at.most(63);
    expect(first).to.match(/^match_desk_notifications\.[0-9a-f]{32}$/);
    expect(first).to.not.equal(second);
    expect(notificationChannel(long('one'))).to.equal(first);
  });
});
