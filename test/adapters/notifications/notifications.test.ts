import { expect } from 'chai';
import { InProcessNotifications } from '../../../src/adapters/notifications/InProcessNotifications';
import { describeWhenPostgres } from '../../support/services';
import { describeNotificationsContract } from './notificationsContract';
import { inProcessBus, postgresBus } from './support/notificationBuses';

describeNotificationsContract(inProcessBus);

describeWhenPostgres('Notifications over LISTEN/NOTIFY', (url) => {
  describeNotificationsContract(postgresBus(url));
});

describe('InProcessNotifications', () => {
  it('counts its subscribers, and has none once closed', async () => {
    const bus = new InProcessNotifications();
    const stop = bus.subscribe(() => undefined);
    bus.subscribe(() => undefined);
    stop();
    expect(bus.subscriberCount).to.equal(1);
    await bus.close();
    expect(bus.subscriberCount).to.equal(0);
  });
});
