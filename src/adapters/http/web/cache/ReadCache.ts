/** The encodings a cached answer may be stored in besides identity. */
export type ContentCoding = 'br' | 'gzip';

/** One cached answer: the JSON bytes, their strong ETag, and compressed copies made on demand. */
export interface CachedAnswer {
  readonly body: Buffer;
  /** The strong ETag of the identity bytes, quoted. */
  readonly etag: string;
  readonly encoded: Map<ContentCoding, Buffer>;
}

interface Entry {
  readonly key: string;
  readonly championshipId: string;
  readonly version: number;
  readonly answer: CachedAnswer;
  size: number;
}

export interface ReadCacheStats {
  readonly entries: number;
  readonly bytes: number;
  readonly maxBytes: number;
  readonly hits: number;
  readonly misses: number;
  readonly evictions: number;
}

/** What an entry costs besides its bytes: the key, the maps, the objects. */
const ENTRY_OVERHEAD_BYTES = 256;

/**
 * Issue 11: answers of the web reads kept as bytes, one entry per key (read, parameters,
 * visibility class) at the newest championship version seen, bounded by bytes with
 * least-recently-used eviction. An entry is served only for the exact version it was built at.
 */
export class ReadCache {
  private readonly entries = new Map<string, Entry>();
  private readonly byChampionship = new Map<string, Set<string>>();
  private bytes = 0;
  private hits = 0;
  private misses = 0;
  private evictions = 0;

  constructor(readonly maxBytes: number) {}

  /** The answer built for `key` at `version`, marked most recently used; undefined otherwise. */
  get(key: string, version: number): CachedAnswer | undefined {
    const entry = this.entries.get(key);
    if (!entry || entry.version !== version) {
      this.misses += 1;
      return undefined;
    }
    this.entries.delete(key);
    this.entries.set(key, entry);
    this.hits += 1;
    return entry.answer;
  }

  /**
   * Keeps `answer` for `key` at `version`, unless a newer version is already kept (a reader that
   * raced a write must not push the newer answer out). Too large an answer is not kept.
   */
  put(key: string, championshipId: string, version: number, answer: CachedAnswer): void {
    const existing = this.entries.get(key);
    if (existing && existing.version > version) return;
    if (existing) this.remove(existing);
    const size = sizeOf(key, answer);
    if (size > this.maxBytes) return;
    const entry: Entry = { key, championshipId, version, answer, size };
    this.entries.set(key, entry);
    let keys = this.byChampionship.get(championshipId);
    if (!keys) this.byChampionship.set(championshipId, (keys = new Set()));
    keys.add(key);
    this.bytes += size;
    this.evict();
  }

  /** A compressed copy was added to the answer kept for `key`: count its bytes (may evict). */
  grew(key: string, answer: CachedAnswer): void {
    const entry = this.entries.get(key);
    if (entry?.answer !== answer) return;
    const size = sizeOf(key, answer);
    this.bytes += size - entry.size;
    entry.size = size;
    this.evict();
  }

  /** Drops every answer of a championship (a write there was announced). */
  dropChampionship(championshipId: string): void {
    const keys = this.byChampionship.get(championshipId);
    if (!keys) return;
    for (const key of [...keys]) {
      const entry = this.entries.get(key);
      if (entry) this.remove(entry);
    }
  }

  stats(): ReadCacheStats {
    return {
      entries: this.entries.size,
      bytes: this.bytes,
      maxBytes: this.maxBytes,
      hits: this.hits,
      misses: this.misses,
      evictions: this.evictions,
    };
  }

  private evict(): void {
    while (this.bytes > this.maxBytes) {
      const oldest = this.entries.values().next().value as Entry | undefined;
      if (!oldest) return;
      this.remove(oldest);
      this.evictions += 1;
    }
  }

  private remove(entry: Entry): void {
    this.entries.delete(entry.key);
    this.bytes -= entry.size;
    const keys = this.byChampionship.get(entry.championshipId);
    keys?.delete(entry.key);
    if (keys?.size === 0) this.byChampionship.delete(entry.championshipId);
  }
}

function sizeOf(key: string, answer: CachedAnswer): number {
  let size = ENTRY_OVERHEAD_BYTES + key.length * 2 + answer.body.length;
  for (const bytes of answer.encoded.values()) size += bytes.length;
  return size;
}
