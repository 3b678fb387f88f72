/** The embedded default: a SQLite file under the working directory. */
export const DEFAULT_DATABASE_URL = 'sqlite:./data/match-desk.sqlite';

/** `--database URL` wins over MATCH_DESK_DATABASE, which wins over the embedded default. */
export function databaseUrl(option: string | undefined, env: NodeJS.ProcessEnv = process.env): string {
  return option || env.MATCH_DESK_DATABASE || DEFAULT_DATABASE_URL;
}

/** Shows a database URL without its password, for logs and console output. */
export function redactUrl(url: string): string {
  return url.replace(/^(postgres(?:ql)?:\/\/[^:/@]+):[^@]*@/, '$1:***@');
}
