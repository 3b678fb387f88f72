import { normalizedOrigin } from '../application/desk/settings/addresses';

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

const SIZE_UNITS: Readonly<Record<string, number>> = {
  '': 1,
  b: 1,
  kib: 1024,
  mib: 1024 ** 2,
  gib: 1024 ** 3,
  kb: 1000,
  mb: 1000 ** 2,
  gb: 1000 ** 3,
};

/** "64MiB", "512KiB", "1GiB", "100MB" or plain bytes → bytes; null when it is none of these. */
export function parseByteSize(text: string): number | null {
  const match = /^\s*(\d+(?:\.\d+)?)\s*([a-z]*)\s*$/i.exec(text);
  const unit = match ? SIZE_UNITS[(match[2] ?? '').toLowerCase()] : undefined;
  if (!match || unit === undefined) return null;
  const bytes = Math.floor(Number(match[1]) * unit);
  return Number.isSafeInteger(bytes) ? bytes : null;
}

/** `--cache-size` wins over MATCH_DESK_CACHE_SIZE; undefined leaves the host's default. */
export function readCacheSize(
  option: string | undefined,
  env: NodeJS.ProcessEnv = process.env,
): { bytes: number | undefined } | { error: string } {
  const text = option ?? env.MATCH_DESK_CACHE_SIZE;
  if (text === undefined || text === '') return { bytes: undefined };
  const bytes = parseByteSize(text);
  if (bytes === null) {
    const source = option === undefined ? 'MATCH_DESK_CACHE_SIZE' : '--cache-size';
    return { error: `${source} must be a size such as 64MiB, 512KiB or 0 (got "${text}")` };
  }
  return { bytes };
}

/**
 * The browser origins allowed to call the web API cross-origin (CORS): `--allow-origin` (given
 * once per origin) wins over MATCH_DESK_ALLOWED_ORIGINS (comma-separated). Each is
 * `scheme://host[:port]`; `*` is never allowed.
 */
export function allowedOrigins(
  options: readonly string[] | undefined,
  env: NodeJS.ProcessEnv = process.env,
  optionName = '--allow-origin',
): { origins: string[] } | { error: string } {
  const fromEnv = env.MATCH_DESK_ALLOWED_ORIGINS;
  // Blank entries of the variable (a trailing comma, spaces) name nothing.
  const given = options ?? (fromEnv ?? '').split(',').filter((o) => o.trim() !== '');
  const origins: string[] = [];
  for (const text of given) {
    const origin = normalizedOrigin(text);
    if (origin === null) {
      const source = options === undefined ? 'MATCH_DESK_ALLOWED_ORIGINS' : optionName;
      return { error: `${source}: "${text}" is not an origin (scheme://host[:port]); "*" is never allowed` };
    }
    origins.push(origin);
  }
  return { origins };
}
