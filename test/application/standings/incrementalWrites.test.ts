// Issue 11, section 4: an event write moves the score by the changed event and recomputes the
// standings from the changed match's day on. After any sequence of creates, modifies (type, side,
// points, set) and deletes, the scores (a seeded result plus what all the events add up to; a
// score seeded unknown stays null until a write moves it), tennis sets and every stored table must equal what a full recomputation from all the events
// and all the results gives, on every store. Issue 14: also
// decidedIn and the retired side (moved by the changed event through the tally), every tie-break
// preset and a chain of criteria read from the stored rows alone (the incremental start), with
// overtime and shootout points at hockey and handball. Also the walkover events (types 7 and 10)
// with the FIBA forfeit rule at basketball, and teams with a ranking (the last criterion of the
// atp-finals and iihf presets).
import { expect } from 'chai';
import fc from 'fast-check';
import { deleteEventWrite } from '../../../src/application/events/deleteEventWrite';
import type { MatchDataStores } from '../../../src/application/ports/MatchData';
import { applyEventWrite } from '../../../src/application/web/applyEventWrite';
import { recomputeStandingsInTransaction } from '../../../src/application/web/recomputeStandingsInTransaction';
import type { TieBreakPolicy } from '../../../src/domain/championship/Championship';
import type { ValidEventInput } from '../../../src/domain/match/EventInput';
import type { Match } from '../../../src/domain/match/Match';
import { scoreFromEvents } from '../../../src/domain/match/MatchScore';
import { outcomeFromEvents } from '../../../src/domain/match/Outcome';
import { setsOfFinished } from '../../../src/application/standings/RecomputeStandings';
import type { PointsRule } from '../../../src/domain/sport/SportRules';
import { TIE_BREAK_PRESETS } from '../../../src/domain/standings/presets';
import { tennisSetsFromEvents } from '../../../src/domain/match/TennisSets';
import type { Sport } from '../../../src/domain/sport/Sport';
import { SPORT_RULES } from '../../../src/domain/sport/SportRules';
import { projectStandings } from '../../../src/domain/standings/projectStandings';
import type { StoreFactory, StoreSet } from '../../support/stores';
import { describeEachStore, useStores } from '../../support/stores';
import type { SeededChampionship } from '../../support/webChampionships';
import { seedChampionship } from '../../support/webChampionships';
import { IIHF_POINTS } from '../../support/pointsRules';

interface EventFields {
  readonly type: number;
  /** 0 home, 1 away, 2 no club. */
  readonly side: number;
  readonly value: number | null;
  readonly setNumber: number | null;
  readonly timer: string | null;
}

type Write =
  | ({ readonly kind: 'create'; readonly match: number } & EventFields)
  | ({ readonly kind: 'modify'; readonly event: number } & EventFields)
  | { readonly kind: 'delete'; readonly event: number };

interface Scenario {
  readonly sport: Sport;
  readonly tieBreak: TieBreakPolicy;
  readonly adjustment: number;
  /** Days 4 and 5 are of a knockout phase: their results count in no table of the group. */
  readonly knockout: boolean;
  /** Seeded scores of the finished matches (no events behind them, as after an import). */
  readonly seededScores: readonly (readonly [number, number])[];
  readonly writes: readonly Write[];
}

/** Types that move no line-up (a substitution needs players on the field). */
const typesOf = (sport: Sport): number[] =>
  SPORT_RULES[sport].eventTypes.filter((t) => t.effect !== 'substitution').map((t) => t.type);

function fieldsArbitrary(sport: Sport): fc.Arbitrary<EventFields> {
  return fc.record({
    type: fc.constantFrom(...typesOf(sport)),
    side: fc.constantFrom(0, 0, 1, 1, 2),
    value: fc.constantFrom(null, 1, 2, 3),
    setNumber: fc.constantFrom(null, 1, 1, 2, 2, 3),
    // In regulation time, at its end, and in overtime (football and hockey alike).
    timer: fc.constantFrom(null, '12', '40', '59:59', '60', '65:30', '95'),
  });
}

const MATCHES = 10; // seedChampionship with 2 extra days: 5 days of 2 matches

/** A chain every criterion of which a stored row gives: projected from the table before the day. */
const RECORDS_ONLY: TieBreakPolicy = {
  criteria: ['points', 'wins', 'points-percentage', 'goal-difference', 'sets-percentage', 'stable'],
  partial: 'next',
};

/** Hockey and handball: overtime and shootout values and a shootout goal (IIHF-like). */
const OVERTIME_POINTS: PointsRule = IIHF_POINTS;

/**
 * Basketball: FIBA points with the forfeit rule (Art. 20.2.1: 20-0, 0 points), and the EuroLeague's
 * overtime points left out of the standings (the regulation score moves with the events).
 */
const FIBA_POINTS: PointsRule = {
  win: 2,
  draw: 1,
  loss: 1,
  walkoverLoss: 0,
  walkoverScore: 20,
  overtimeScoring: 'excluded',
};

function scenarioArbitrary(sport: Sport): fc.Arbitrary<Scenario> {
  const fields = fieldsArbitrary(sport);
  const write: fc.Arbitrary<Write> = fc.oneof(
    {
      weight: 5,
      arbitrary: fc
        .tuple(fc.nat(MATCHES - 1), fields)
        .map(([match, f]) => ({ kind: 'create' as const, match, ...f })),
    },
    {
      weight: 3,
      arbitrary: fc
        .tuple(fc.nat(200), fields)
        .map(([event, f]) => ({ kind: 'modify' as const, event, ...f })),
    },
    { weight: 2, arbitrary: fc.nat(200).map((event) => ({ kind: 'delete' as const, event })) },
  );
  return fc.record({
    sport: fc.constant(sport),
    tieBreak: fc.constantFrom<TieBreakPolicy>(...TIE_BREAK_PRESETS, RECORDS_ONLY),
    adjustment: fc.integer({ min: -3, max: 2 }),
    knockout: fc.boolean(),
    seededScores: fc.array(fc.tuple(fc.nat(3), fc.nat(3)), { minLength: MATCHES, maxLength: MATCHES }),
    writes: fc.array(write, { minLength: 1, maxLength: 14 }),
  });
}

function inputOf(match: Match, f: EventFields): ValidEventInput {
  const clubId = f.side === 0 ? match.homeTeamId : f.side === 1 ? match.awayTeamId : '';
  return {
    type: f.type,
    clubId,
    playerId: '',
    playerInId: '',
    timer: f.timer,
    additionalTimer: null,
    value: f.value,
    setNumber: f.setNumber,
    note: '',
  };
}

/** Every finished match gets its seeded score; days 1 to 4 finished, day 5 live. Tables stored in full. */
let companies = 0;

async function seed(stores: StoreSet, scenario: Scenario): Promise<SeededChampionship> {
  companies += 1;
  const company = await stores.companies.create({ name: `Company ${companies}`, licenceValid: true });
  const seeded = await seedChampionship(stores, {
    companyId: company.id,
    sport: scenario.sport,
    extraDays: 2,
    extraDaysKnockout: scenario.knockout,
  });
  const championship = {
    ...seeded.championship,
    tieBreak: scenario.tieBreak,
    ...(scenario.sport === 'hockey' || scenario.sport === 'handball' ? { pointsRule: OVERTIME_POINTS } : {}),
    ...(scenario.sport === 'basketball' ? { pointsRule: FIBA_POINTS } : {}),
    adjustments: [
      { teamId: (seeded.teams[1] as { id: string }).id, points: scenario.adjustment, reason: 'test' },
    ],
  };
  await stores.championships.update(championship);
  // Two teams with a ranking, two without.
  for (const [i, team] of seeded.teams.entries())
    if (i % 2 === 0) await stores.championships.updateTeam({ ...team, ranking: 10 - i });
  const matches: Match[] = [];
  for (const [i, m] of seeded.matches.entries()) {
    const live = i >= 8;
    const [home, away] = scenario.seededScores[i] as readonly [number, number];
    // The live day's scores are unknown (null) until a write moves them.
    const updated: Match = {
      ...m,
      status: live ? 'live' : 'finished',
      homeScore: live ? null : home,
      awayScore: live ? null : away,
    };
    await stores.matches.update(updated);
    matches.push(updated);
  }
  await recomputeStandingsInTransaction(stores, championship);
  return { ...seeded, championship, matches };
}

async function apply(stores: StoreSet, seeded: SeededChampionship, write: Write, events: string[]) {
  const { championship } = seeded;
  await stores.transactions.run(async (tx: MatchDataStores) => {
    await tx.championships.lockForWrite(championship.id);
    if (write.kind === 'create') {
      const match = seeded.matches[write.match] as Match;
      const outcome = await applyEventWrite(tx, match.id, 'new', inputOf(match, write));
      events.push(outcome.event.id);
      await recomputeStandingsInTransaction(tx, championship, outcome);
      return;
    }
    if (events.length === 0) return;
    const eventId = events[write.event % events.length] as string;
    const event = await tx.matches.event(eventId);
    const before = (await tx.matches.byId(event?.matchId ?? '')) as Match;
    if (write.kind === 'modify') {
      const outcome = await applyEventWrite(tx, before.id, eventId, inputOf(before, write));
      await recomputeStandingsInTransaction(tx, championship, outcome);
      return;
    }
    events.splice(events.indexOf(eventId), 1);
    const outcome = await deleteEventWrite(tx, before.id, eventId);
    await recomputeStandingsInTransaction(tx, championship, outcome);
  });
}

/**
 * The score a match must have, worked out apart from the code under test: a seeded (imported)
 * result plus what all its events add up to, shootout scores as the events give them (none is
 * seeded); a score seeded unknown stays null until a write moved the events' score (`moved`: the
 * home and away pair, not the shootout one), then is the events' score.
 */
function expectedScore(seeded: Match, events: ReturnType<typeof scoreFromEvents>, moved: boolean) {
  if (seeded.homeScore === null || seeded.awayScore === null) {
    return [
      moved ? events.homeScore : null,
      moved ? events.awayScore : null,
      events.homeShootoutScore,
      events.awayShootoutScore,
    ];
  }
  return [
    seeded.homeScore + (events.homeScore ?? 0),
    seeded.awayScore + (events.awayScore ?? 0),
    events.homeShootoutScore,
    events.awayShootoutScore,
  ];
}

async function expectSameAsFullRecompute(
  stores: StoreSet,
  seeded: SeededChampionship,
  written: Set<string>,
  moved: Set<string>,
) {
  const championshipId = seeded.championship.id;
  const matches = await stores.matches.ofChampionship(championshipId);
  for (const match of matches) {
    if (!written.has(match.id)) continue;
    const events = await stores.matches.events(match.id);
    const seededMatch = seeded.matches.find((m) => m.id === match.id) as Match;
    expect(
      [match.homeScore, match.awayScore, match.homeShootoutScore, match.awayShootoutScore],
      `score of match ${match.id}`,
    ).to.deep.equal(expectedScore(seededMatch, scoreFromEvents(match, events), moved.has(match.id)));
    const outcome = outcomeFromEvents(match, events);
    expect(
      [match.decidedIn, match.retired, match.walkover, match.regulationScore],
      `outcome of match ${match.id}`,
    ).to.deep.equal([outcome.decidedIn, outcome.retired, outcome.walkover, outcome.regulationScore]);
    if (SPORT_RULES[match.sport].hasSets) {
      expect(await stores.matches.sets(match.id), `sets of match ${match.id}`).to.deep.equal(
        tennisSetsFromEvents(match, events),
      );
    }
  }
  const championship = await stores.championships.byId(championshipId);
  const found = championship as NonNullable<typeof championship>;
  const days = await stores.championships.days(championshipId);
  const expected = projectStandings({
    championship: found,
    days,
    groups: await stores.championships.groups(championshipId),
    teams: await stores.championships.teams(championshipId),
    matches,
    sets: await setsOfFinished(stores.matches, found.sport, matches),
  });
  for (const day of days) {
    const stored = await stores.standings.atDay(championshipId, day.id);
    const wanted = expected.find((t) => t.dayId === day.id) ?? null;
    expect(stored?.rows ?? null, `table of day ${day.order}`).to.deep.equal(wanted?.rows ?? null);
  }
  expect((await stores.standings.current(championshipId))?.rows).to.deep.equal(expected.at(-1)?.rows);
}

function describeIncremental(factory: StoreFactory, runs: number) {
  // One database for the runs of a test (opening one migrates it); each run seeds its own championship.
  const opened = useStores(factory);
  for (const sport of ['football', 'basketball', 'hockey', 'handball', 'tennis'] as const) {
    it(`${sport}: scores, sets and tables equal a full recomputation after random writes`, async () => {
      await fc.assert(
        fc.asyncProperty(scenarioArbitrary(sport), async (scenario) => {
          const { stores } = opened.current();
          const seeded = await seed(stores, scenario);
          const events: string[] = [];
          const written = new Set<string>();
          // Matches whose events' score (home and away) a write changed.
          const moved = new Set<string>();
          const eventsScore = async (match: Match) => {
            const score = scoreFromEvents(match, await stores.matches.events(match.id));
            return `${score.homeScore}:${score.awayScore}`;
          };
          for (const write of scenario.writes) {
            let touched: Match | undefined;
            if (write.kind === 'create') touched = seeded.matches[write.match] as Match;
            else if (events.length > 0) {
              const event = await stores.matches.event(events[write.event % events.length] as string);
              touched = seeded.matches.find((m) => m.id === event?.matchId);
            }
            const before = touched && (await eventsScore(touched));
            await apply(stores, seeded, write, events);
            if (!touched) continue;
            written.add(touched.id);
            if ((await eventsScore(touched)) !== before) moved.add(touched.id);
          }
          await expectSameAsFullRecompute(stores, seeded, written, moved);
        }),
        { numRuns: runs },
      );
    });
  }
}

describeEachStore('incremental event writes', (factory) => {
  describeIncremental(factory, factory.name === 'memory' ? 60 : factory.name === 'SQLite' ? 15 : 6);
});
