import { err, ok } from '../../shared/Result';
import { GRAPHIC_OFF, withDesk } from '../Desk';
import { SELECTED_PLAYER_GRAPHIC } from '../buttons/graphicButtons';
import { invalidParams } from '../deskErrors';
import { findDeskPlayer } from '../deskPlayers';
import type { ActionDefinition } from './ActionDefinition';

/**
 * Chooses the player the graphics show; without playerId, clears the choice, and takes the
 * selected-player graphic off air and out of preview: it has no one left to show (found by QA: it
 * stayed on air with an empty name). Changes no match data.
 */
export const SELECT_PLAYER: ActionDefinition = {
  id: 'select_player',
  label: 'Choose a player',
  rules: [],
  params: () => [
    {
      name: 'playerId',
      type: 'string',
      required: false,
      description: 'A player of the catalog; omit to clear.',
    },
  ],
  run: (desk, params) => {
    const playerId = typeof params.playerId === 'string' ? params.playerId : null;
    if (playerId !== null && !findDeskPlayer(desk, playerId)) {
      return err(invalidParams({ playerId: `Player ${playerId} is not a player of this match.` }));
    }
    const shown = desk.graphics[SELECTED_PLAYER_GRAPHIC] ?? GRAPHIC_OFF;
    if (playerId !== null || (!shown.on && !shown.preview)) {
      return ok({
        desk: withDesk(desk, { selectedPlayerId: playerId }),
        effects: [{ type: 'selection_changed', playerId }],
        result: { actionId: 'select_player', playerId },
      });
    }
    return ok({
      desk: withDesk(desk, {
        selectedPlayerId: null,
        graphics: { ...desk.graphics, [SELECTED_PLAYER_GRAPHIC]: GRAPHIC_OFF },
      }),
      effects: [
        { type: 'selection_changed', playerId: null },
        { type: 'graphic_changed', buttonId: SELECTED_PLAYER_GRAPHIC, on: false, preview: false },
      ],
      result: { actionId: 'select_player', playerId: null },
    });
  },
};
