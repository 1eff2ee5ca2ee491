import { LRUCache } from 'lru-cache';
import type { ChangeLog } from './change-log.js';

/** One cached answer: its serialised body, what it read, when its request started, its type and ETag. */
export interface Entry {
  body: string;
  tables: readonly string[];
  startSeq: number;
  type: string;
  /** A hash of the body, computed once. */
  etag: string;
}

/** Rough bytes an entry holds: strings are UTF-16 in memory, plus the key and the bookkeeping. */
const sizeOf = (entry: Entry, key: string): number =>
  2 * (entry.body.length + key.length) + 64 * entry.tables.length + 256;

/**
 * The instance's answers, least recently used first out, within `maxBytes`; each also expires after its own TTL (the
 * cache policy's maxAge), a safety net for answers that change with time alone. A stale entry is never returned.
 */
export class ResponseStore {
  private readonly lru: LRUCache<string, Entry>;

  constructor(
    private readonly changes: ChangeLog,
    maxBytes: number,
  ) {
    this.lru = new LRUCache<string, Entry>({ maxSize: maxBytes, sizeCalculation: sizeOf });
  }

  get(key: string): Entry | undefined {
    const entry = this.lru.get(key);
    if (!entry) return undefined;
    if (this.changes.isFresh(entry.tables, entry.startSeq)) return entry;
    this.lru.delete(key);
    return undefined;
  }

  /** Stores the entry unless it is stale already (a change landed while its request ran) or has no lifetime. */
  set(key: string, entry: Entry, ttlSeconds: number): void {
    if (ttlSeconds <= 0 || !this.changes.isFresh(entry.tables, entry.startSeq)) return;
    this.lru.set(key, entry, { ttl: ttlSeconds * 1000 });
  }

  clear(): void {
    this.lru.clear();
  }
}
