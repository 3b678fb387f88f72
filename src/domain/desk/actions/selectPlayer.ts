import { err, ok } from '../../shared/Result';
import { GRAPHIC_OFF, withDesk } from '../Desk';
import { SELECTED_PLAYER_GRAPHIC } from '../buttons/graphicButtons';
import { invalidParams } from '../deskErrors';
import { findDeskPlayer } from '../deskPlayers';
import type { DeskEffect } from '../DeskEffect';
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
    const takenDown = playerId === null && (shown.on || shown.preview);
    const graphics = takenDown ? { ...desk.graphics, [SELECTED_PLAYER_GRAPHIC]: GRAPHIC_OFF } : desk.graphics;
    const effects: DeskEffect[] = [{ type: 'selection_changed', playerId }];
    if (takenDown)
      effects.push({ type: 'graphic_changed', buttonId: SELECTED_PLAYER_GRAPHIC, on: false, preview: false });
    return ok({
      desk: withDesk(desk, { selectedPlayerId: playerId, graphics }),
      effects,
      result: { actionId: 'select_player', playerId },
    });
  },
};
