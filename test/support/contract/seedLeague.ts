import type { Championship, Day, Player, Team } from '../../../src/domain/championship/Championship';
import type { Company } from '../../../src/application/ports/MatchData';
import type { StoreSet } from '../stores';
import { aNewChampionship, aNewCompany, aNewDay, aNewPlayer, aNewTeam } from './newRecords';

export interface League {
  readonly company: Company;
  readonly championship: Championship;
  readonly home: Team;
  readonly away: Team;
  readonly homePlayers: readonly Player[];
  readonly awayPlayers: readonly Player[];
  /** In sporting order; created in reverse, so ids do not follow the order. */
  readonly days: readonly Day[];
}

/** A company with a football championship, two teams of two players and `dayCount` days. */
export async function seedLeague(stores: StoreSet, dayCount = 3): Promise<League> {
  const company = await stores.companies.create(aNewCompany());
  const championship = await stores.championships.create(aNewChampionship(company.id));
  const home = await stores.championships.addTeam(aNewTeam(championship.id, 'Olympique Lyonnais'));
  const away = await stores.championships.addTeam(aNewTeam(championship.id, 'Paris Saint-Germain'));
  const homePlayers = [
    await stores.championships.addPlayer(aNewPlayer(home.id, 'Lacazette', { firstName: 'Alexandre' })),
    await stores.championships.addPlayer(aNewPlayer(home.id, 'Tolisso', { firstName: 'Corentin' })),
  ];
  const awayPlayers = [
    await stores.championships.addPlayer(aNewPlayer(away.id, 'Mbappé', { firstName: 'Kylian' })),
    await stores.championships.addPlayer(aNewPlayer(away.id, 'Marquinhos')),
  ];
  const days: Day[] = [];
  for (let order = dayCount; order >= 1; order -= 1) {
    days.unshift(await stores.championships.addDay(aNewDay(championship.id, order)));
  }
  return { company, championship, home, away, homePlayers, awayPlayers, days };
}
