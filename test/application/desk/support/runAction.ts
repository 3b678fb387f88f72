import type { CommandView } from '../../../../src/application/desk/CommandView';
import type { DeskWorld } from './DeskWorld';
import { Submissions } from './submissions';

/** Submits an action on the loaded match, waits for the queue and returns the finished command. */
export async function runAction(
  world: DeskWorld,
  actionId: string,
  params: Record<string, unknown>,
): Promise<CommandView> {
  const submitted = world.desk.submit(Submissions.action(world.contextKey(), actionId, params));
  if (!submitted.ok) throw new Error(`submission refused: ${submitted.error.code}`);
  await world.desk.idle();
  const done = world.desk.command(submitted.value.command.id);
  if (!done.ok) throw new Error(done.error.code);
  return done.value;
}
