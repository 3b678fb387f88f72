// What every Notifications bus holds (application/ports/Notifications.ts): in-process, PostgreSQL.
import { expect } from 'chai';
import type { BusFactory, OpenedBus } from './support/notificationBuses';
import { Inbox } from './support/inbox';
import { aNotification } from './support/notificationMother';

export function describeNotificationsContract(factory: BusFactory): void {
  describe(`Notifications contract [${factory.name}]`, () => {
    let opened: OpenedBus;

    beforeEach(async () => {
      opened = await factory.open();
    });
    afterEach(() => opened.close());

    it('delivers a publication to every subscriber, message and audience alike', async () => {
      const first = new Inbox(opened.bus);
      const second = new Inbox(opened.bus);
      const published = aNotification({ audience: { companyId: '7', homeTeamId: '11', awayTeamId: '12' } });
      await opened.bus.publish(published);
      expect(await first.waitFor(1)).to.deep.equal([published]);
      expect(await second.waitFor(1)).to.deep.equal([published]);
    });

    it('delivers publications in the order they were published', async () => {
      const inbox = new Inbox(opened.bus);
      const published = [
        aNotification(),
        aNotification({ message: { type: 'match_data' } }),
        aNotification(),
      ];
      for (const n of published) await opened.bus.publish(n);
      expect(await inbox.waitFor(3)).to.deep.equal(published);
    });

    it('stops delivering to a subscriber that unsubscribed, and keeps delivering to the others', async () => {
      const leaving = new Inbox(opened.bus);
      const staying = new Inbox(opened.bus);
      const before = aNotification();
      await opened.bus.publish(before);
      await leaving.waitFor(1);
      leaving.unsubscribe();
      const after = aNotification();
      await opened.bus.publish(after);
      expect(await staying.waitFor(2)).to.deep.equal([before, after]);
      expect(leaving.received).to.deep.equal([before]);
    });

    it('gives the same function subscribed twice two deliveries, and unsubscribes them one by one', async () => {
      const calls: number[] = [];
      const listener = (n: { message: { version: number } }) => calls.push(n.message.version);
      const stopFirst = opened.bus.subscribe(listener);
      opened.bus.subscribe(listener);
      const inbox = new Inbox(opened.bus);
      const once = aNotification();
      await opened.bus.publish(once);
      await inbox.waitFor(1);
      stopFirst();
      const twice = aNotification();
      await opened.bus.publish(twice);
      await inbox.waitFor(2);
      expect(calls).to.deep.equal([once.message.version, once.message.version, twice.message.version]);
    });

    it('reports a failing subscriber without stopping the others or the publisher', async () => {
      opened.bus.subscribe(() => {
        throw new Error('socket gone');
      });
      const inbox = new Inbox(opened.bus);
      const published = aNotification();
      await opened.bus.publish(published);
      expect(await inbox.waitFor(1)).to.deep.equal([published]);
      expect(opened.subscriberFailures().map((e) => (e as Error).message)).to.deep.equal(['socket gone']);
    });

    it('refuses to publish once closed, and closing twice is harmless', async () => {
      const inbox = new Inbox(opened.bus);
      await opened.bus.close();
      await opened.bus.close();
      const refused = await opened.bus.publish(aNotification()).then(
        () => null,
        (error: unknown) => error,
      );
      expect((refused as Error).message).to.equal('notifications are closed');
      expect(inbox.received).to.deep.equal([]);
    });
  });
}
