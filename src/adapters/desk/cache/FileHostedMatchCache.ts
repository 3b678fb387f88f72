import type { HostedMatch } from '../../../application/ports/DeskHost';
import type { HostedMatchCache } from '../../../application/ports/HostedMatchCache';
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
 * The hosted desk's last match as a JSON file beside its journal (`<journal>.match.json`, mode
 * 0600 in the journal's 0700 folder), replaced atomically at each read of the match, with the user
 * it was read as: a copy read as another user (the desk is now logged in as someone else, whose
 * rights may differ) is no cache, nor is a missing, unreadable or foreign file. A failed write is
 * reported to `onError` and leaves the desk running.
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
    try {
      const parsed: unknown = JSON.parse(text);
      return isCacheFile(parsed) && parsed.owner === this.owner() ? parsed.match : null;
    } catch {
      return null;
    }
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
