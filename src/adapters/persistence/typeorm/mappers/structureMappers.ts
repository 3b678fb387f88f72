// Phases, groups, days, teams and players: the structure of a championship.
import type { New } from '../../../../application/ports/MatchData';
import type { Day, Group, Phase, Player, Team } from '../../../../domain/championship/Championship';
import type { DayRecord } from '../schemas/DaySchema';
import type { GroupRecord } from '../schemas/GroupSchema';
import type { PhaseRecord } from '../schemas/PhaseSchema';
import type { PlayerRecord } from '../schemas/PlayerSchema';
import type { TeamRecord } from '../schemas/TeamSchema';
import { optionalId, optionalRefKey, refKey, toId } from '../ids';

export const phaseFromRecord = (r: PhaseRecord): Phase => ({
  id: toId(r.id),
  championshipId: toId(r.championshipId),
  name: r.name,
  order: r.order,
});

export const phaseToRecord = (p: New<Phase>): Omit<PhaseRecord, 'id'> => ({
  championshipId: refKey(p.championshipId, 'championship'),
  name: p.name,
  order: p.order,
});

export const groupFromRecord = (r: GroupRecord): Group => ({
  id: toId(r.id),
  championshipId: toId(r.championshipId),
  phaseId: optionalId(r.phaseId),
  name: r.name,
});

export const groupToRecord = (g: New<Group>): Omit<GroupRecord, 'id'> => ({
  championshipId: refKey(g.championshipId, 'championship'),
  phaseId: optionalRefKey(g.phaseId, 'phase'),
  name: g.name,
});

export const dayFromRecord = (r: DayRecord): Day => ({
  id: toId(r.id),
  championshipId: toId(r.championshipId),
  label: r.label,
  order: r.order,
  phaseId: optionalId(r.phaseId),
});

export const dayToRecord = (d: New<Day>): Omit<DayRecord, 'id'> => ({
  championshipId: refKey(d.championshipId, 'championship'),
  phaseId: optionalRefKey(d.phaseId, 'phase'),
  label: d.label,
  order: d.order,
});

export const teamFromRecord = (r: TeamRecord): Team => ({
  id: toId(r.id),
  championshipId: toId(r.championshipId),
  name: r.name,
  shortName: r.shortName,
  groupId: optionalId(r.groupId),
  ...(r.ranking === null ? {} : { ranking: r.ranking }),
});

export const teamToRecord = (t: New<Team>): Omit<TeamRecord, 'id'> => ({
  championshipId: refKey(t.championshipId, 'championship'),
  groupId: optionalRefKey(t.groupId, 'group'),
  name: t.name,
  shortName: t.shortName,
  ranking: t.ranking ?? null,
});

export const playerFromRecord = (r: PlayerRecord): Player => ({
  id: toId(r.id),
  teamId: toId(r.teamId),
  firstName: r.firstName,
  lastName: r.lastName,
  number: r.number,
  position: r.position,
});

export const playerToRecord = (p: New<Player>): Omit<PlayerRecord, 'id'> => ({
  teamId: refKey(p.teamId, 'team'),
  firstName: p.firstName,
  lastName: p.lastName,
  number: p.number,
  position: p.position,
});
