/**
 * The instance's change sequence: every change to a table takes the next number. An answer remembers the number at
 * which its request started and the tables it read; it is fresh while none of those tables changed since. A change
 * that lands while the request runs makes its answer stale at once, so no lock is needed.
 */
export class ChangeLog {
  private seq = 0;
  private readonly lastChange = new Map<string, number>();
  /** Answers from requests that started before this number are stale (the change feed was interrupted). */
  private resetAt = 0;

  now(): number {
    return this.seq;
  }

  bump(tables: Iterable<string>): void {
    this.seq += 1;
    for (const table of tables) this.lastChange.set(table, this.seq);
  }

  /** Everything read before now is stale: changes may have been missed. */
  reset(): void {
    this.seq += 1;
    this.resetAt = this.seq;
  }

  isFresh(tables: readonly string[], startSeq: number): boolean {
    if (startSeq < this.resetAt) return false;
    for (const table of tables) if ((this.lastChange.get(table) ?? 0) > startSeq) return false;
    return true;
  }
}
