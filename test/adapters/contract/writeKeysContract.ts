import { expect } from 'chai';
import type { KeptWrite } from '../../../src/application/ports/WriteKeys';
import { rejectionOf } from '../../support/contract/rejection';
import type { OpenedStores } from '../../support/stores';
import { useStores } from '../../support/stores';

const AT = new Date('2026-11-27T12:00:00.000Z');
const hours = (h: number) => new Date(AT.getTime() + h * 3_600_000);

const aKeptWrite = (overrides: Partial<KeptWrite> = {}): KeptWrite => ({
  scope: 'token:7',
  key: 'desk-6f1c0b1e-2f57-4b8a-9c1d-3e5f7a9b1c2d',
  fingerprint: 'a'.repeat(64),
  answer: '{"id":"12","type":1}',
  writtenAt: AT,
  ...overrides,
});

export function describeWriteKeysContract(name: string, makeStores: () => Promise<OpenedStores>): void {
  describe(`WriteKeys contract [${name}]`, () => {
    const opened = useStores({ name, open: makeStores });
    const keys = () => opened.current().stores.writeKeys;

    it('keeps a write under its scope and key, and finds it while it is kept', async () => {
      const kept = aKeptWrite();
      await keys().keep(kept, hours(-24));
      expect(await keys().find(kept.scope, kept.key, hours(-24))).to.deep.equal(kept);
      // Another caller's key of the same text, and another key, are not this write.
      expect(await keys().find('user:7', kept.key, hours(-24))).to.equal(null);
      expect(await keys().find(kept.scope, 'other', hours(-24))).to.equal(null);
    });

    it('counts a write kept before `since` as gone', async () => {
      const kept = aKeptWrite();
      await keys().keep(kept, hours(-24));
      expect(await keys().find(kept.scope, kept.key, hours(1))).to.equal(null);
    });

    it('refuses a second write under a kept key, and keeps the first', async () => {
      const kept = aKeptWrite();
      await keys().keep(kept, hours(-24));
      await rejectionOf(
        keys().keep(aKeptWrite({ fingerprint: 'b'.repeat(64), writtenAt: hours(1) }), hours(-23)),
      );
      expect(await keys().find(kept.scope, kept.key, hours(-24))).to.deep.equal(kept);
    });

    it('takes a new write under a key whose write expired', async () => {
      const old = aKeptWrite();
      await keys().keep(old, hours(-24));
      const renewed = aKeptWrite({ fingerprint: 'c'.repeat(64), writtenAt: hours(30) });
      await keys().keep(renewed, hours(6));
      expect(await keys().find(old.scope, old.key, hours(0))).to.deep.equal(renewed);
    });

    it('purges expired writes oldest first, a bounded batch at a time, and leaves the others', async () => {
      for (let i = 0; i < 5; i += 1)
        await keys().keep(aKeptWrite({ key: `old-${i}`, writtenAt: hours(i) }), hours(-24));
      const fresh = aKeptWrite({ key: 'fresh', writtenAt: hours(30) });
      await keys().keep(fresh, hours(6));
      expect(await keys().purge(hours(30), 3)).to.equal(3);
      const left = async () => {
        const found = [];
        for (const key of ['old-0', 'old-1', 'old-2', 'old-3', 'old-4', 'fresh']) {
          if (await keys().find('token:7', key, hours(-100))) found.push(key);
        }
        return found;
      };
      expect(await left()).to.deep.equal(['old-3', 'old-4', 'fresh']);
      expect(await keys().purge(hours(30), 100)).to.equal(2);
      expect(await left()).to.deep.equal(['fresh']);
      expect(await keys().purge(hours(30), 100)).to.equal(0);
    });

    it('keeps nothing of a write whose transaction rolls back', async () => {
      const kept = aKeptWrite();
      await rejectionOf(
        opened.current().stores.transactions.run(async (stores) => {
          await stores.writeKeys.keep(kept, hours(-24));
          throw new Error('the write failed after its key');
        }),
      );
      expect(await keys().find(kept.scope, kept.key, hours(-24))).to.equal(null);
    });
  });
}
