import { EntitySchema } from 'typeorm';
import { idColumn, intColumn, refColumn, textColumn } from './columns';

export interface TennisSetRecord {
  id: number;
  matchId: number;
  number: number;
  homeGames: number;
  awayGames: number;
  homeTieBreak: number | null;
  awayTieBreak: number | null;
  winner: string | null;
}

const T = 'tennis_sets';

export const TennisSetSchema = new EntitySchema<TennisSetRecord>({
  name: T,
  columns: {
    id: idColumn(),
    matchId: refColumn(T, 'match_id', 'matches', { cascade: true }),
    number: intColumn('set_number'),
    homeGames: intColumn('home_games'),
    awayGames: intColumn('away_games'),
    homeTieBreak: intColumn('home_tie_break', true),
    awayTieBreak: intColumn('away_tie_break', true),
    winner: textColumn('winner', true),
  },
  indices: [{ name: 'IDX_tennis_sets_match_number', columns: ['matchId', 'number'], unique: true }],
});
