import { DEFAULT_TIE_BREAK } from './MatchdeskDocument';
import type { Championship, Day, Group, Player, Team } from '../../domain/championship/Championship';
import { defaultPointsRuleOf, playerName, rankingRuleOf } from '../../domain/championship/Championship';
import { readsPoints } from '../../domain/standings/presets';
import type { MatchDataStores } from '../ports/MatchData';
import { ImportIssues, ImportRefused } from './ImportIssues';
import type { ImportTally } from './ImportTally';
import type { MatchdeskDocument } from './MatchdeskDocument';
import { playerKey } from './DocumentKeys';
import { sameData } from './sameData';

/** The stored records of a document's natural keys. */
export interface StoredStructure {
  readonly championship: Championship;
  readonly phaseIds: ReadonlyMap<string, string>;
  readonly groups: ReadonlyMap<string, Group>;
  readonly days: ReadonlyMap<string, Day>;
  readonly teams: ReadonlyMap<string, Team>;
  /** `team name\nplayer name` → player id. */
  readonly playerIds: ReadonlyMap<string, string>;
}

export const playerRef = (team: string, player: string) => `${team}\n${player}`;

/**
 * A stored name as the import compares it: the documents' texts are NFC (readImportDocument), and
 * a record stored before they were is found by its composed name too, not imported again (found
 * by review: a re-import of the same file made a second championship).
 */
const nfc = (name: string): string => name.normalize('NFC');

async function findOrCreateChampionship(
  stores: MatchDataStores,
  doc: MatchdeskDocument,
  companyId: string,
  tally: ImportTally,
): Promise<{ stored: Championship; isNew: boolean }> {
  const c = doc.championship;
  const found =
    (await stores.championships.find(companyId, c.sport, c.name)) ??
    // A name stored before the import read texts in NFC (doc names are NFC).
    (
      await stores.championships.list({ companyIds: [companyId], sport: c.sport, includeArchived: true })
    ).find((stored) => nfc(stored.name) === c.name) ??
    null;
  if (found) return { stored: found, isNew: false };
  tally.wrote('created');
  const stored = await stores.championships.create({
    companyId,
    sport: c.sport,
    name: c.name,
    competition: c.competition,
    season: c.season,
    archived: c.archived,
    pointsRule: c.pointsRule ?? defaultPointsRuleOf(c.sport, c.tieBreak ?? DEFAULT_TIE_BREAK),
    tieBreak: c.tieBreak ?? DEFAULT_TIE_BREAK,
    adjustments: [],
  });
  return { stored, isNew: true };
}

/** The championship as the document describes it, adjustments included (they need team ids). */
async function settleChampionship(
  stores: MatchDataStores,
  doc: MatchdeskDocument,
  current: { stored: Championship; isNew: boolean },
  teams: ReadonlyMap<string, Team>,
  tally: ImportTally,
): Promise<Championship> {
  const c = doc.championship;
  const { stored } = current;
  // What the file (or the import's options) does not give stays as stored: found by review, a
  // plain re-import of an openfootball file reset the tie-break, the points rule and the deductions
  // that the first import's options had set. stored is the new championship's defaults otherwise.
  const tieBreak = c.tieBreak ?? stored.tieBreak;
  const wanted: Championship = {
    id: stored.id,
    companyId: stored.companyId,
    sport: c.sport,
    name: c.name,
    competition: c.competition,
    season: c.season,
    archived: c.archived,
    pointsRule:
      c.pointsRule ?? (c.tieBreak === null ? stored.pointsRule : defaultPointsRuleOf(c.sport, tieBreak)),
    tieBreak,
    adjustments:
      doc.adjustments === null
        ? stored.adjustments
        : doc.adjustments.map((a) => ({
            teamId: teams.get(a.team)?.id ?? '',
            points: a.points,
            reason: a.reason,
          })),
  };
  // The file's adjustments were checked against its own ranking; kept ones are checked against
  // the one the championship ends with (found by review: a re-import with a tie-break that counts
  // no points kept deductions that then changed no place).
  if (wanted.adjustments.length > 0 && !readsPoints(rankingRuleOf(wanted.tieBreak))) {
    const issues = new ImportIssues();
    issues.add(
      doc.adjustments === null ? 'championship.tieBreak' : 'adjustments',
      `this ranking does not count points (${rankingRuleOf(wanted.tieBreak).criteria.join(', ')}): the championship's points adjustments would change no place`,
    );
    throw new ImportRefused(issues.toError());
  }
  if (sameData(stored, wanted)) return stored;
  await stores.championships.update(wanted);
  if (!current.isNew) tally.wrote('updated');
  return wanted;
}

/**
 * A day's order is unique in its championship. An import deletes no day, so a stored day that
 * the file no longer lists keeps its order: a listed day may not take it (two tables at one order
 * crashed the standings; found by the fuzz).
 */
function refuseTakenDayOrders(doc: MatchdeskDocument, stored: ReadonlyMap<string, Day>): void {
  const listed = new Set(doc.days.map((d) => d.label));
  const unlisted = new Map(
    [...stored.values()].filter((d) => !listed.has(nfc(d.label))).map((d) => [d.order, d.label]),
  );
  const issues = new ImportIssues();
  doc.days.forEach((d, i) => {
    const holder = unlisted.get(d.order);
    if (holder !== undefined) {
      issues.add(
        `days[${i}].order`,
        `order ${d.order} of "${d.label}" is the order of the stored day "${holder}", which this file does not list (list that day too, give this one another order, or import the file as another championship)`,
      );
    }
  });
  if (issues.any) throw new ImportRefused(issues.toError());
}

/**
 * Creates or updates the championship's structure, matching records by natural key. Phases and
 * groups are only created: the ports offer no update for them.
 */
export async function importStructure(
  stores: MatchDataStores,
  doc: MatchdeskDocument,
  companyId: string,
  tally: ImportTally,
): Promise<StoredStructure> {
  const { championships } = stores;
  const current = await findOrCreateChampionship(stores, doc, companyId, tally);
  const championshipId = current.stored.id;

  const phaseIds = new Map((await championships.phases(championshipId)).map((p) => [nfc(p.name), p.id]));
  for (const p of doc.phases) {
    if (!phaseIds.has(p.name)) {
      phaseIds.set(
        p.name,
        (await championships.addPhase({ championshipId, name: p.name, order: p.order })).id,
      );
      tally.wrote('created');
    }
    tally.step();
  }
  const phaseId = (name: string) => (name === '' ? '' : (phaseIds.get(name) ?? ''));

  const groups = new Map((await championships.groups(championshipId)).map((g) => [nfc(g.name), g]));
  for (const g of doc.groups) {
    if (!groups.has(g.name)) {
      groups.set(
        g.name,
        await championships.addGroup({ championshipId, name: g.name, phaseId: phaseId(g.phase) }),
      );
      tally.wrote('created');
    }
    tally.step();
  }

  const days = new Map((await championships.days(championshipId)).map((d) => [nfc(d.label), d]));
  refuseTakenDayOrders(doc, days);
  for (const d of doc.days) {
    const wanted = { championshipId, label: d.label, order: d.order, phaseId: phaseId(d.phase) };
    days.set(
      d.label,
      await upsert(
        days.get(d.label),
        wanted,
        (r) => championships.addDay(r),
        (r) => championships.updateDay(r),
        tally,
      ),
    );
    tally.step();
  }

  const teams = new Map((await championships.teams(championshipId)).map((t) => [nfc(t.name), t]));
  for (const t of doc.teams) {
    const groupId = t.group === '' ? '' : (groups.get(t.group)?.id ?? '');
    const wanted = {
      championshipId,
      name: t.name,
      shortName: t.shortName,
      groupId,
      ...(t.ranking === null ? {} : { ranking: t.ranking }),
    };
    teams.set(
      t.name,
      await upsert(
        teams.get(t.name),
        wanted,
        (r) => championships.addTeam(r),
        (r) => championships.updateTeam(r),
        tally,
      ),
    );
    tally.step();
  }

  const teamNames = new Map([...teams.values()].map((t) => [t.id, nfc(t.name)]));
  const existing = new Map(
    (await championships.players([...teams.values()].map((t) => t.id))).map((p) => [
      playerRef(teamNames.get(p.teamId) ?? '', nfc(playerName(p))),
      p,
    ]),
  );
  const playerIds = new Map<string, string>();
  for (const p of doc.players) {
    const ref = playerRef(p.team, playerKey(p));
    const wanted: Omit<Player, 'id'> = {
      teamId: teams.get(p.team)?.id ?? '',
      firstName: p.firstName,
      lastName: p.lastName,
      number: p.number,
      position: p.position,
    };
    const stored = await upsert(
      existing.get(ref),
      wanted,
      (r) => championships.addPlayer(r),
      (r) => championships.updatePlayer(r),
      tally,
    );
    playerIds.set(ref, stored.id);
    tally.step();
  }

  const championship = await settleChampionship(stores, doc, current, teams, tally);
  return { championship, phaseIds, groups, days, teams, playerIds };
}

/** Creates the record, or updates the stored one when it differs from what is wanted. */
async function upsert<T extends { id: string }>(
  stored: T | undefined,
  wanted: Omit<T, 'id'>,
  add: (record: Omit<T, 'id'>) => Promise<T>,
  update: (record: T) => Promise<void>,
  tally: ImportTally,
): Promise<T> {
  if (!stored) {
    tally.wrote('created');
    return add(wanted);
  }
  const next = { ...wanted, id: stored.id } as T;
  if (sameData(stored, next)) return stored;
  await update(next);
  tally.wrote('updated');
  return next;
}
