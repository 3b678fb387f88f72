/* eslint-disable @typescript-eslint/no-require-imports, @typescript-eslint/consistent-type-imports --
   this suite resolves the package by name at run time, exactly as a CommonJS embedder would. */
import { expect } from 'chai';
import { existsSync } from 'node:fs';

// An embedder imports the core by the package name, through package.json `exports`, with types.
describe('the package as an embedder sees it', () => {
  it('exports the core, the application and the in-memory adapters by name', () => {
    const core = require('match-desk') as Record<string, unknown>;
    const application = require('match-desk/application') as Record<string, unknown>;
    const memory = require('match-desk/memory') as Record<string, unknown>;
    expect(core.assembleMatchSnapshot).to.be.a('function');
    expect(application.ImportChampionship).to.be.a('function');
    expect(memory.createMemoryStores).to.be.a('function');
    const client = require('match-desk/client') as Record<string, unknown>;
    expect(client.LocalClient).to.be.a('function');
    expect(client.WebClient).to.be.a('function');
  });

  it('exports the hosts and the TypeORM adapters by name, as docs/local-api.md and README say (found by QA)', () => {
    const hosts = require('match-desk/hosts') as Record<string, unknown>;
    for (const name of [
      'startLocalHost',
      'startWebHost',
      'startWebHostOn',
      'openWebBackend',
      'closeOnSignals',
    ])
      expect(hosts[name], name).to.be.a('function');
    for (const name of [
      'hostLogger',
      'InProcessNotifications',
      'PostgresNotifications',
      'NodeSecrets',
      'SystemClock',
    ])
      expect(hosts[name], name).to.be.a('function');
    expect(hosts.silentLogger).to.be.an('object');
    const typeorm = require('match-desk/typeorm') as Record<string, unknown>;
    expect(typeorm.openDatabase).to.be.a('function');
    expect(typeorm.createTypeOrmStores).to.be.a('function');
    const memory = require('match-desk/memory') as Record<string, unknown>;
    expect(memory.InProcessNotifications).to.be.a('function');
    expect(memory.MemorySessions).to.be.a('function');
    const core = require('match-desk') as Record<string, unknown>;
    expect(core.readUtf8File).to.be.a('function');
  });

  it('ships type declarations for every export', () => {
    const manifest = require('match-desk/package.json') as { exports: Record<string, { types?: string }> };
    const declared = Object.values(manifest.exports).flatMap((entry) => (entry.types ? [entry.types] : []));
    expect(declared).to.have.length(7);
    for (const path of declared) expect(existsSync(path), path).to.equal(true);
  });

  it('imports a championship with the memory adapters and nothing else', async () => {
    const { createMemoryStores } = require('match-desk/memory') as typeof import('../../src/adapters/memory');
    const { ImportChampionship, demoData } =
      require('match-desk/application') as typeof import('../../src/application');
    const stores = createMemoryStores();
    const [football] = demoData().documents;
    const report = await new ImportChampionship(stores.transactions).run(football!, { company: 'Embedder' });
    expect(report.ok).to.equal(true);
    const standings = report.ok ? await stores.standings.current(report.value.championshipId) : null;
    expect(standings?.rows.length).to.be.greaterThan(0);
  });
});
