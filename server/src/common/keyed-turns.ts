/**
 * Work on one key (e.g. a product's orders) takes turns in this process, first come first served. Waiting here holds
 * neither a pooled connection nor a row lock; the database's own locks and conditions stay what guarantees
 * correctness (across instances too), this only keeps a burst on one key from queueing inside PostgreSQL.
 */
export class KeyedTurns {
  private readonly tails = new Map<number, Promise<void>>();

  /** Runs `fn` holding the turn of every key (taken in order, so two callers never wait on each other); `waited`: someone went first. */
  async take<T>(keys: number[], fn: (waited: boolean) => Promise<T>): Promise<T> {
    const releases: (() => void)[] = [];
    let waited = false;
    try {
      for (const no of [...new Set(keys)].sort((a, b) => a - b)) {
        const previous = this.tails.get(no);
        let release!: () => void;
        const mine = new Promise<void>((resolve) => (release = resolve));
        const tail = previous ? previous.then(() => mine) : mine;
        this.tails.set(no, tail);
        releases.push(() => {
          release();
          if (this.tails.get(no) === tail) this.tails.delete(no);
        });
        if (previous) {
          waited = true;
          await previous;
        }
      }
      return await fn(waited);
    } finally {
      for (const release of releases) release();
    }
  }
}
