import type { HostedMatch } from '../../../application/ports/DeskHost';
import type { HostedMatchCache } from '../../../application/ports/HostedMatchCache';
import { openDesk } from '../../../domain/desk/openDesk';
import { isSport } from '../../../domain/sport/Sport';
import { writeFileAtomically } from '../../settings/atomicWrite';
import { readUtf8File } from '../../system/utf8Text';

/** The file's shape: a format number, the user it was read as, then the match as the service sent it. */
interface CacheFile {
  readonly format: 1;
  readonly owner: string;
  readonly match: HostedMatch;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

/**
 * Whether a parsed file holds a match of the shape this desk writes: the cache is the desk's own
 * file (mode 0600), so a check of its frame is enough to refuse a file of another version or one
 * edited by hand, which then counts as no cache.
 */
function isCacheFile(v: unknown): v is CacheFile {
  if (!isObject(v) || v.format !== 1 || typeof v.owner !== 'string' || !isObject(v.match)) return false;
  const { source, sections } = v.match;
  return (
    isObject(source) &&
    isObject(source.match) &&
    typeof source.match.id === 'string' &&
    isObject(source.home) &&
    isObject(source.away) &&
    Array.isArray(source.players) &&
    Array.isArray(source.lineups) &&
    Array.isArray(source.events) &&
    typeof source.canEdit === 'boolean' &&
    isObject(sections) &&
    isObject(sections.match) &&
    Array.isArray(sections.matchDays) &&
    Array.isArray(sections.scorers) &&
    Array.isArray(sections.standings)
  );
}

/**
 * Why a copy of the right frame cannot be served (damaged inside, by a hand edit): its match has
 * no sport, a player, lineup or event is not a record, or the desk cannot be opened on it (found
 * by review: such a copy stopped the desk's start). Null when it can be served.
 */
function damageOf(match: HostedMatch): string | null {
  const { source } = match;
  if (!isSport(source.match.sport)) return 'its match has no sport';
  for (const list of ['players', 'lineups', 'events'] as const) {
    if (!source[list].every(isObject)) return `its ${list} hold a value that is not a record`;
  }
  try {
    openDesk(source);
    return null;
  } catch (error) {
    return `the desk cannot be opened on it (${error instanceof Error ? error.message : String(error)})`;
  }
}

/**
 * The hosted desk's last match as a JSON file beside its journal (`<journal>.match.json`, mode
 * 0600 in the journal's 0700 folder), replaced atomically at each read of the match, with the user
 * it was read as: a copy read as another user (the desk is now logged in as someone else, whose
 * rights may differ) is no cache, nor is a missing, unreadable or foreign file, nor one damaged
 * inside (damageOf). A failed write, a file that cannot be read and a damaged copy are reported to
 * `onError`, and leave the desk running: it starts without the copy, and replaces the file at its
 * next read of the match.
 */
export class FileHostedMatchCache implements HostedMatchCache {
  constructor(
    readonly path: string,
    /** The user the desk is logged in as now. */
    private readonly owner: () => string,
    private readonly onError: (error: unknown) => void = () => undefined,
  ) {}

  async read(): Promise<HostedMatch | null> {
    let text: string;
    try {
      text = await readUtf8File(this.path);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') this.onError(error);
      return null;
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      return null;
    }
    if (!isCacheFile(parsed) || parsed.owner !== this.owner()) return null;
    const damage = damageOf(parsed.match);
    if (damage === null) return parsed.match;
    this.onError(new Error(`${this.path} is damaged and is not used: ${damage}`));
    return null;
  }

  async write(match: HostedMatch): Promise<void> {
    const file: CacheFile = { format: 1, owner: this.owner(), match };
    try {
      await writeFileAtomically(this.path, JSON.stringify(file), { mode: 0o600, dirMode: 0o700 });
    } catch (error) {
      this.onError(error);
    }
  }
}
