import { dirname, join } from 'node:path';
import { defaultSettingsPath } from '../../settings/settingsPath';

/**
 * Where the hosted desk keeps its write journal: MATCH_DESK_JOURNAL when set, else one file per
 * hosted service in the workstation's config folder (the folder of `--settings` when given), beside
 * the settings and the session, e.g. `~/.config/match-desk/journal/desk.example.com_443.jsonl`.
 */
export function defaultJournalPath(
  webUrl: string,
  env: NodeJS.ProcessEnv = process.env,
  settingsPath: string = defaultSettingsPath(env),
): string {
  if (env.MATCH_DESK_JOURNAL) return env.MATCH_DESK_JOURNAL;
  const url = new URL(webUrl);
  const port = url.port || (url.protocol === 'https:' ? '443' : '80');
  const name = `${url.hostname}_${port}`.replace(/[^A-Za-z0-9._-]/g, '_');
  return join(dirname(settingsPath), 'journal', `${name}.jsonl`);
}
