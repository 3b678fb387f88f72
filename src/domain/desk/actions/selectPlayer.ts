import { err, ok } from '../../shared/Result';
import { withDesk } from '../Desk';
import { invalidParams } from '../deskErrors';
import { findDeskPlayer } from '../deskPlayers';
import type { ActionDefinition } from './ActionDefinition';

/** Chooses the player the graphics show; without playerId, clears the choice. Changes no match data. */
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
    return ok({
      desk: withDesk(desk, { selectedPlayerId: playerId }),
      effects: [{ type: 'selection_changed', playerId }],
      result: { actionId: 'select_player', playerId },
    });
  },
};
