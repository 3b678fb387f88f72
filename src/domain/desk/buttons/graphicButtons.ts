import type { Sport } from '../../sport/Sport';
import { rulesOf } from '../../sport/SportRules';
import type { Desk, GraphicState } from '../Desk';
import { GRAPHIC_OFF, withDesk } from '../Desk';
import type { Gesture } from '../Gesture';
import type { ButtonDefinition } from './ButtonDefinition';

/**
 * Gesture semantics of a graphic button (documented in src/domain/desk/README.md):
 * - left: toggles `on` (on air); going on air leaves preview;
 * - middle and right: toggle `preview` (a two-button surface previews with its right button);
 * - reset: off air and out of preview.
 */
export function graphicAfter(state: GraphicState, gesture: Gesture): GraphicState {
  switch (gesture) {
    case 'left':
      return state.on ? { on: false, preview: state.preview } : { on: true, preview: false };
    case 'middle':
    case 'right':
      return { on: state.on, preview: !state.preview };
    case 'reset':
      return GRAPHIC_OFF;
  }
}

/** The graphic of the selected player: select_player takes it down when it clears the choice. */
export const SELECTED_PLAYER_GRAPHIC = 'graphic_player';

const graphicOf = (desk: Desk, id: string): GraphicState => desk.graphics[id] ?? GRAPHIC_OFF;

function graphic(
  id: string,
  label: string,
  offeredAt: (sport: Sport) => boolean = () => true,
  enabled: (desk: Desk) => boolean = () => true,
): ButtonDefinition {
  return {
    id,
    kind: 'graphic',
    gestures: ['left', 'middle', 'right', 'reset'],
    offeredAt,
    text: () => label,
    enabled,
    lit: (desk) => graphicOf(desk, id),
    // Spec 3.1: accepted means handed to the graphic handler (the effect), not that the animation ended.
    press: (desk, gesture) => {
      const next = graphicAfter(graphicOf(desk, id), gesture);
      return {
        desk: withDesk(desk, { graphics: { ...desk.graphics, [id]: next } }),
        effects: [{ type: 'graphic_changed', buttonId: id, on: next.on, preview: next.preview }],
        result: { buttonId: id, gesture, on: next.on, preview: next.preview },
      };
    },
  };
}

const teamSport = (sport: Sport): boolean => rulesOf(sport).hasLineups;
const setSport = (sport: Sport): boolean => rulesOf(sport).hasSets;

/** Graphic outputs need no right to edit: they change no match data. */
export const GRAPHIC_BUTTONS: readonly ButtonDefinition[] = [
  graphic('graphic_scoreboard', 'Scoreboard'),
  graphic('graphic_clock', 'Clock'),
  graphic(
    SELECTED_PLAYER_GRAPHIC,
    'Selected player',
    () => true,
    // Enabled while a player is selected, and while the graphic is shown, so that it can always be
    // taken down (found by QA: shown with no selection, every gesture was refused).
    (desk) => {
      const shown = graphicOf(desk, SELECTED_PLAYER_GRAPHIC);
      return desk.selectedPlayerId !== null || shown.on || shown.preview;
    },
  ),
  graphic('graphic_scorers', 'Scorers', teamSport),
  graphic('graphic_lineup_home', 'Home line-up', teamSport),
  graphic('graphic_lineup_away', 'Away line-up', teamSport),
  graphic('graphic_sets', 'Sets', setSport),
  graphic('graphic_statistics', 'Statistics'),
];
