import { text } from '../../shared/conventions';
import type { Desk } from '../Desk';
import { findDeskPlayer } from '../deskPlayers';
import { clockText, elapsedMs } from '../Timer';

/**
 * Texts of the desk at `now` (epoch ms). `overrides` (OCR, spec 6.2 rule 3) replace the texts
 * they name and add their own; an unknown score is "" (spec part 2).
 */
export function textsView(
  desk: Desk,
  now: number,
  overrides: Readonly<Record<string, string>> = {},
): Record<string, string> {
  const selected = desk.selectedPlayerId === null ? undefined : findDeskPlayer(desk, desk.selectedPlayerId);
  const texts: Record<string, string> = {
    clock: clockText(elapsedMs(desk.timer, now)),
    period: String(desk.timer.period),
    score_home: text(desk.score.home),
    score_away: text(desk.score.away),
    home_team: desk.home.name,
    away_team: desk.away.name,
    home_short: desk.home.shortName,
    away_short: desk.away.shortName,
    selected_player: selected?.name ?? '',
    ...desk.hostTexts,
  };
  for (const [name, value] of Object.entries(overrides)) texts[name] = value;
  return texts;
}
