import { homedir } from 'node:os';
import { join } from 'node:path';

/** $XDG_CONFIG_HOME/match-desk/settings.json, else ~/.config/match-desk/settings.json. */
export function defaultSettingsPath(env: NodeJS.ProcessEnv = process.env, home: string = homedir()): string {
  const base =
    env.XDG_CONFIG_HOME && env.XDG_CONFIG_HOME.startsWith('/') ? env.XDG_CONFIG_HOME : join(home, '.config');
  return join(base, 'match-desk', 'settings.json');
}
