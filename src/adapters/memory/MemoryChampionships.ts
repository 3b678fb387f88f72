import type {
  ChampionshipFilter,
  Championships,
  ChampionshipWithMatch,
  New,
  TeamsWithPlayers,
} from '../../application/ports/MatchData';
import type { Championship, Day, Group, Phase, Player, Team } from '../../domain/championship/Championship';
import type { Sport } from '../../domain/sport/Sport';
import type { MemoryState } from './MemoryState';
import { copy } from './MemoryState';

const bySortOrder = (a: { order: number; id: string }, b: { order: number; id: string }): number =>
  a.order - b.order || Number(a.id) - Number(b.id);

export class MemoryChampionships implements Championships {
  constructor(private readonly state: MemoryState) {}

  async create(championship: New<Championship>): Promise<Championship> {
    this.state.requireRow('companies', championship.companyId, 'company');
    this.requireUniqueKey(championship, '');
    const created = copy({ ...championship, id: this.state.nextId('championships') });
    this.state.tables.championships.set(created.id, created);
    return copy(created);
  }

  async update(championship: Championship): Promise<void> {
    this.state.requireRow('championships', championship.id, 'championship');
    this.state.requireRow('companies', championship.companyId, 'company');
    this.requireUniqueKey(championship, championship.id);
    this.state.tables.championships.set(championship.id, copy(championship));
  }

  async byId(id: string): Promise<Championship | null> {
    const found = this.state.tables.championships.get(id);
    return found ? copy(found) : null;
  }

  /** Memory transactions already run one at a time, so there is nothing more to hold. */
  async lockForWrite(championshipId: string): Promise<boolean> {
    return this.state.tables.championships.has(championshipId);
  }

  async bumpVersion(championshipId: string): Promise<void> {
    this.state.requireRow('championships', championshipId, 'championship');
    const versions = this.state.tables.championshipVersions;
    versions.set(championshipId, (versions.get(championshipId) ?? 0) + 1);
  }

  async version(championshipId: string): Promise<number | null> {
    if (!this.state.tables.championshipVersions.has(championshipId)) {
      return this.state.tables.championships.has(championshipId) ? 0 : null;
    }
    return this.state.tables.championshipVersions.get(championshipId) ?? 0;
  }

  async find(companyId: string, sport: Sport, name: string): Promise<Championship | null> {
    const found = this.all().find((c) => c.companyId === companyId && c.sport === sport && c.name === name);
    return found ? copy(found) : null;
  }

  async list(filter: ChampionshipFilter): Promise<Championship[]> {
    return this.all()
      .filter((c) => filter.companyIds.includes(c.companyId))
      .filter((c) => filter.sport === undefined || c.sport === filter.sport)
      .filter((c) => filter.includeArchived || !c.archived)
      .map(copy);
  }

  async days(championshipId: string): Promise<Day[]> {
    return this.daysOf(championshipId).map(copy);
  }

  async phases(championshipId: string): Promise<Phase[]> {
    return [...this.state.tables.phases.values()]
      .filter((p) => p.championshipId === championshipId)
      .sort(bySortOrder)
      .map(copy);
  }

  async groups(championshipId: string): Promise<Group[]> {
    return [...this.state.tables.groups.values()]
      .filter((g) => g.championshipId === championshipId)
      .map(copy);
  }

  async teams(championshipId: string): Promise<Team[]> {
    return this.teamsOf(championshipId).map(copy);
  }

  async players(teamIds: readonly string[]): Promise<Player[]> {
    return [...this.state.tables.players.values()].filter((p) => teamIds.includes(p.teamId)).map(copy);
  }

  /** Reads the rows itself: a call counts as one read, as on a database. */
  async withMatch(championshipId: string, matchId: string): Promise<ChampionshipWithMatch | null> {
    const championship = this.state.tables.championships.get(championshipId);
    if (!championship) return null;
    const match = this.state.tables.matches.get(matchId);
    return {
      championship: copy(championship),
      days: this.daysOf(championshipId).map(copy),
      match: match?.championshipId === championshipId ? copy(match) : null,
    };
  }

  async teamsWithPlayers(championshipId: string, teamIds: readonly string[]): Promise<TeamsWithPlayers> {
    const teams = this.teamsOf(championshipId);
    const asked = new Set(teams.filter((t) => teamIds.includes(t.id)).map((t) => t.id));
    const players = [...this.state.tables.players.values()]
      .filter((p) => asked.has(p.teamId))
      .sort((a, b) => Number(a.id) - Number(b.id));
    return { teams: teams.map(copy), players: players.map(copy) };
  }

  async addPhase(phase: New<Phase>): Promise<Phase> {
    this.state.requireRow('championships', phase.championshipId, 'championship');
    return this.insert('phases', { ...phase, id: this.state.nextId('phases') });
  }

  async addGroup(group: New<Group>): Promise<Group> {
    this.state.requireRow('championships', group.championshipId, 'championship');
    this.state.requireOptionalRow('phases', group.phaseId, 'phase');
    return this.insert('groups', { ...group, id: this.state.nextId('groups') });
  }

  async addDay(day: New<Day>): Promise<Day> {
    this.checkDay(day);
    return this.insert('days', { ...day, id: this.state.nextId('days') });
  }

  async updateDay(day: Day): Promise<void> {
    this.state.requireRow('days', day.id, 'day');
    this.checkDay(day);
    this.state.tables.days.set(day.id, copy(day));
  }

  async addTeam(team: New<Team>): Promise<Team> {
    this.checkTeam(team);
    return this.insert('teams', { ...team, id: this.state.nextId('teams') });
  }

  async updateTeam(team: Team): Promise<void> {
    this.state.requireRow('teams', team.id, 'team');
    this.checkTeam(team);
    this.state.tables.teams.set(team.id, copy(team));
  }

  async addPlayer(player: New<Player>): Promise<Player> {
    this.state.requireRow('teams', player.teamId, 'team');
    return this.insert('players', { ...player, id: this.state.nextId('players') });
  }

  async updatePlayer(player: Player): Promise<void> {
    this.state.requireRow('players', player.id, 'player');
    this.state.requireRow('teams', player.teamId, 'team');
    this.state.tables.players.set(player.id, copy(player));
  }

  private daysOf(championshipId: string): Day[] {
    return [...this.state.tables.days.values()]
      .filter((d) => d.championshipId === championshipId)
      .sort(bySortOrder);
  }

  private teamsOf(championshipId: string): Team[] {
    return [...this.state.tables.teams.values()].filter((t) => t.championshipId === championshipId);
  }

  private all(): Championship[] {
    return [...this.state.tables.championships.values()];
  }

  private insert<T extends { id: string }>(
    table: 'phases' | 'groups' | 'days' | 'teams' | 'players',
    row: T,
  ): T {
    const stored = copy(row);
    (this.state.tables[table] as Map<string, unknown>).set(stored.id, stored);
    return copy(stored);
  }

  private checkDay(day: New<Day>): void {
    this.state.requireRow('championships', day.championshipId, 'championship');
    this.state.requireOptionalRow('phases', day.phaseId, 'phase');
  }

  private checkTeam(team: New<Team>): void {
    this.state.requireRow('championships', team.championshipId, 'championship');
    this.state.requireOptionalRow('groups', team.groupId, 'group');
  }

  private requireUniqueKey(c: New<Championship>, exceptId: string): void {
    const clash = this.all().some(
      (o) => o.id !== exceptId && o.companyId === c.companyId && o.sport === c.sport && o.name === c.name,
    );
    if (clash) throw new Error(`championship "${c.name}" (${c.sport}) exists in company ${c.companyId}`);
  }
}
