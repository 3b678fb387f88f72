// Issue 13, "Fuzzing in CI": every operation of api/web.openapi.json on the real web host (SQLite,
// and PostgreSQL when MATCH_DESK_TEST_POSTGRES is set), with valid and hostile requests
// (test/fuzz/support/httpCases.ts). Invariants on every case: no 5xx, nothing logged as an
// error, an answer valid against the document, a refusal that names the field or header at
// fault, and a refused request leaves the stored events, matches, lineups, standings and tokens
// as they were.
import { expect } from 'chai';
import fc from 'fast-check';
import type { User } from '../../src/domain/access/User';
import { describeWhenPostgres } from '../support/services';
import type { HeaderList } from '../support/rawRequest';
import { rawRequest } from '../support/rawRequest';
import type { TestWebHost, WebBackendFactory } from '../support/webHost';
import { postgresWebBackend, sqliteWebBackend, startTestWebHost } from '../support/webHost';
import type { SeededChampionship } from '../support/webChampionships';
import { UNLIMITED, loggedErrors } from './support/fuzzHosts';
import type { Budget } from './support/fuzzRun';
import { mochaTimeoutOf, runFuzz } from './support/fuzzRun';
import {
  BrokenInvariant,
  checkHttpAnswer,
  checkRefusalNamesFault,
  describeRequest,
  printable,
  sendCase,
} from './support/httpAnswers';
import type { HttpWorld } from './support/httpCases';
import { httpCase } from './support/httpCases';
import { operationsOf, resolverOf } from './support/openapiOperations';
import type { SchemaContext } from './support/schemaArbitrary';

const PASSWORD = 'fuzz password 1';
const FUZZ_EMAIL = 'fuzz@alpha.test';

interface Credentials {
  readTokens: string[];
  writeToken: string;
  adminCookie: string;
  memberCookie: string;
}

/**
 * What a refused request must leave alone: every championship's version (a write transaction
 * bumps it) and the tokens; for a write, also the matches, standings, events and line-ups of the
 * championship it names (`focus`: its championship_id), which a write would touch.
 */
async function storedState(host: TestWebHost, focus: string | null): Promise<string> {
  const { stores, tokens } = host.backend;
  const { world } = host;
  const championships = [...Object.values(world.championships), world.archived, world.foreign];
  const parts: unknown[] = [];
  for (const seeded of championships) {
    const id = seeded.championship.id;
    parts.push(id, await stores.championships.version(id));
    if (id !== focus) continue;
    const matches = await stores.matches.ofChampionship(id);
    parts.push(matches, await stores.standings.current(id));
    for (const match of matches)
      parts.push(await stores.matches.events(match.id), await stores.matches.lineups(match.id));
  }
  for (const company of [world.companyA, world.companyB]) {
    // The last use moves on every authorized request (spec 5.2.8), refused or not.
    parts.push((await tokens.listByCompany(company.id)).map((t) => ({ ...t, lastUsedAt: null })));
  }
  return JSON.stringify(parts);
}

async function eventsOf(
  host: TestWebHost,
  championships: readonly SeededChampionship[],
): Promise<Map<string, string[]>> {
  const matches = championships.flatMap((c) => c.matches);
  const events = await Promise.all(matches.map((m) => host.backend.stores.matches.events(m.id)));
  return new Map(matches.map((m, i) => [m.id, (events[i] ?? []).map((e) => e.id)]));
}

function scopeOf(
  host: TestWebHost,
  seeded: SeededChampionship,
  eventIds: (matchIds: readonly string[]) => string[],
  tokenIds: () => string[],
  cursors: () => string[],
): SchemaContext {
  const teams = seeded.teams.map((t) => t.id);
  const values: Readonly<Record<string, () => readonly unknown[]>> = {
    sport: () => [seeded.championship.sport],
    championship_id: () => [seeded.championship.id],
    match_id: () => seeded.matches.map((m) => m.id),
    day_id: () => seeded.days.map((d) => d.id),
    team_id: () => teams,
    club_id: () => teams,
    player_id: () => seeded.players.map((p) => p.id),
    player_id_in: () => seeded.players.map((p) => p.id),
    id: () => ['new', ...eventIds(seeded.matches.map((m) => m.id))],
    // Event types: the team sports' 1 to 9 and tennis' 1 to 6 (an integer out of them is refused).
    type: () => [1, 2, 3, 4, 5, 6, 7, 8, 9],
    'path:id': tokenIds,
    cursor: cursors,
    companyId: () => [host.world.companyA.id],
    company_id: () => [host.world.companyA.id],
    email: () => [FUZZ_EMAIL],
    password: () => [PASSWORD],
  };
  return { resolve: resolverOf('web'), hints: (name) => values[name] };
}

/** The championship_id a request names, if any. */
function championshipOf(target: string): string | null {
  return new URLSearchParams(target.split('?')[1] ?? '').get('championship_id');
}

const TITLE = 'fuzz: every operation of the web API (issue 13)';

function declareFuzz(factory: WebBackendFactory, budget: Budget): void {
  describe(`on ${factory.name}`, function () {
    this.timeout(mochaTimeoutOf(budget));
    let host: TestWebHost;
    let credentials: Credentials;
    /** The events of each match, read again after every accepted write. */
    let events = new Map<string, string[]>();
    const eventIds = (matchIds: readonly string[]) => matchIds.flatMap((id) => events.get(id) ?? []);
    let tokenIds: string[] = [];
    const cursors: string[] = [];
    let fuzzAdmin: User;

    async function freshCredentials(): Promise<Credentials> {
      const { world } = host;
      return {
        readTokens: [
          (await world.token({ permission: 'read' })).secret,
          (await world.token({ permission: 'read', sports: ['football'] })).secret,
        ],
        writeToken: (await world.token({ permission: 'read_write_events' })).secret,
        // An administrator of company A only: one who administers two companies must name one.
        adminCookie: await host.sessionCookie(fuzzAdmin),
        memberCookie: await host.sessionCookie(world.users.memberA),
      };
    }

    before(async () => {
      host = await startTestWebHost(factory, {
        accounts: { loginPolicy: UNLIMITED('login'), managementPolicy: UNLIMITED('token-management') },
      });
      fuzzAdmin = await host.backend.accounts.createUser({
        email: FUZZ_EMAIL,
        displayName: 'Fuzz',
        status: 'active',
        passwordHash: await host.host.services.secrets.hashPassword(PASSWORD),
      });
      await host.backend.accounts.addMembership({
        userId: fuzzAdmin.id,
        companyId: host.world.companyA.id,
        role: 'administrator',
        teamIds: [],
      });
      credentials = await freshCredentials();
      tokenIds = (await host.backend.tokens.listByCompany(host.world.companyA.id)).map((t) => t.id);
      const { world } = host;
      events = await eventsOf(host, [...Object.values(world.championships), world.archived, world.foreign]);
    });
    after(() => host?.close());

    it('answers every valid and hostile request within the document, names every fault, and changes nothing it refuses', async function () {
      const operations = operationsOf('web');
      expect(operations.map((o) => o.operationId)).to.include.members([
        'get_match_snapshot',
        'update_match_event',
        'createToken',
      ]);
      const origin = new URL(host.url).origin;
      const championships = [
        ...Object.values(host.world.championships),
        host.world.archived,
        host.world.foreign,
      ];
      const scopes = championships.map((seeded) =>
        scopeOf(
          host,
          seeded,
          eventIds,
          () => tokenIds,
          () => cursors,
        ),
      );
      const world: HttpWorld = {
        host: new URL(host.url).host,
        context: scopes[0] as SchemaContext,
        scopes: fc.constantFrom(...scopes),
        credentials: (scheme) =>
          scheme === 'sessionCookie'
            ? fc.constant([
                ['Cookie', credentials.adminCookie],
                ['Origin', origin],
              ])
            : fc.oneof(
                {
                  weight: 6,
                  arbitrary: fc.constant([['Authorization', `Bearer ${credentials.writeToken}`]]),
                },
                {
                  weight: 1,
                  arbitrary: fc
                    .nat()
                    .map((i): HeaderList => [['Authorization', `Bearer ${credentials.readTokens[i % 2]}`]]),
                },
                {
                  weight: 1,
                  arbitrary: fc.constant([
                    ['Cookie', credentials.adminCookie],
                    ['Origin', origin],
                  ]),
                },
                {
                  weight: 1,
                  arbitrary: fc.constant([
                    ['Cookie', credentials.memberCookie],
                    ['Origin', origin],
                  ]),
                },
              ),
      };
      await runFuzz(
        this.test?.fullTitle() ?? '',
        fc.asyncProperty(httpCase(world, operations).map(printable), async (fuzzCase) => {
          const writes = !['GET', 'HEAD', 'OPTIONS'].includes(fuzzCase.request.method.toUpperCase());
          const focus = writes ? championshipOf(fuzzCase.request.target) : null;
          const logged = host.logger.entries.length;
          const before = await storedState(host, focus);
          const answer = await sendCase(host.url, fuzzCase);
          if (!answer) {
            // Closed without an answer: the request may have run (a logout, a revocation).
            credentials = await freshCredentials();
            events = await eventsOf(host, championships);
            return;
          }
          checkHttpAnswer('web', fuzzCase, answer);
          const errors = loggedErrors(host.logger, logged);
          if (errors.length > 0) {
            throw new BrokenInvariant(
              `the host logged an error for ${describeRequest(fuzzCase.request)}:\n${errors.join('\n')}`,
            );
          }
          const after = await storedState(host, focus);
          if (answer.status >= 400 && after !== before) {
            throw new BrokenInvariant(
              `a refused request (${answer.status} ${answer.text.slice(0, 300)}) changed the stored data: ${describeRequest(fuzzCase.request)}`,
            );
          }
          await checkRefusalNamesFault('web', fuzzCase, answer, (base) => rawRequest(host.url, base));
          const cursor = /"nextCursor":"([^"]+)"/.exec(answer.text)?.[1];
          if (cursor) cursors.splice(0, cursors.length, ...[cursor, ...cursors].slice(0, 10));
          if (writes && answer.status < 300) {
            // A logout, a revocation or a change of rights may have spent a credential: take new ones.
            if (/\/api\/(session|account)/.test(fuzzCase.request.target)) {
              credentials = await freshCredentials();
              tokenIds = (await host.backend.tokens.listByCompany(host.world.companyA.id)).map((t) => t.id);
            }
            events = await eventsOf(host, championships);
          }
        }),
        budget,
      );
      // No crash: the host still answers.
      const health = await rawRequest(host.url, {
        method: 'GET',
        target: '/api/health',
        headers: [['Host', new URL(host.url).host]],
      });
      expect(health.status).to.equal(200);
    });
  });
}

describe(`${TITLE} [SQLite]`, () => declareFuzz(sqliteWebBackend, { runs: 1000, seconds: 12 }));
describeWhenPostgres(TITLE, (url) => declareFuzz(postgresWebBackend(url), { runs: 300, seconds: 6 }));
