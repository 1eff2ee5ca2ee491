import pg from 'pg';
import type { Logger } from 'pino';
import { isUploadKey, urlOfKey, type Storage } from './storage.js';
import type { UploadColumn } from './upload-path.js';

/** Any fixed number: the key of the lock one instance holds while it sweeps, so instances never sweep together. */
export const UPLOAD_SWEEP_LOCK = 7_340_012;

/** Old uploads written to the session's candidate table per statement. */
const BATCH = 1000;

export interface SweepDeps {
  databaseUrl: string;
  storage: Storage;
  /** Every column that names an upload (uploadColumns of the ORM's metadata). */
  columns: UploadColumn[];
  logger: Logger;
  /**
   * Uploads younger than this are left alone: a file is stored before the transaction that writes its row, which
   * may not have committed yet.
   */
  minAgeMs: number;
  /** Ends a sweep early (the server's shutdown); what was removed so far stays removed. */
  signal?: AbortSignal;
}

export interface SweepResult {
  /** Public URLs of the files removed. */
  removed: string[];
  /** Old enough uploads a row still names. */
  referenced: number;
  /** Uploads too young to judge. */
  young: number;
}

/**
 * Writes the uploads old enough to judge into a temporary table of the session (the young ones are only counted):
 * a listing of any length is then checked against each table in one pass.
 */
async function listOldUploads(client: pg.Client, deps: SweepDeps, now: Date, result: SweepResult): Promise<number> {
  await client.query('create temporary table sweep_candidate (url text not null)');
  const before = now.getTime() - deps.minAgeMs;
  let old = 0;
  let batch: string[] = [];
  const write = async () => {
    await client.query('insert into sweep_candidate select unnest($1::text[])', [batch]);
    old += batch.length;
    batch = [];
  };
  for await (const entry of deps.storage.entries()) {
    if (deps.signal?.aborted) break;
    if (!isUploadKey(entry.key)) continue;
    if (entry.lastModified.getTime() > before) result.young += 1;
    else batch.push(urlOfKey(entry.key));
    if (batch.length === BATCH) await write();
  }
  if (batch.length > 0) await write();
  // Its size, so that each table is joined by hashing rather than read once per candidate.
  await client.query('analyze sweep_candidate');
  return old;
}

/** The candidates no column names. */
function orphansQuery(columns: UploadColumn[]): string {
  const unnamed = columns.map((c) => `not exists (select 1 from "${c.table}" t where t."${c.column}" = c.url)`);
  return `select url from sweep_candidate c where ${unnamed.join(' and ')}`;
}

/**
 * Removes the uploads older than `minAgeMs` at `now` that no column names: the files of rows removed by a process
 * that died between its commit and the files' removal, or of a write that failed after storing its file. Only keys
 * of uploads are considered (seed pictures are left alone). Answers null, doing nothing, while another instance
 * sweeps (a PostgreSQL advisory lock, held on a connection of its own).
 */
export async function sweepUploads(deps: SweepDeps, now: Date): Promise<SweepResult | null> {
  const client = new pg.Client({ connectionString: deps.databaseUrl, application_name: 'upload-sweep' });
  await client.connect();
  try {
    const { rows } = await client.query<{ locked: boolean }>('select pg_try_advisory_lock($1) as locked', [
      UPLOAD_SWEEP_LOCK,
    ]);
    if (!rows[0]!.locked) return null;
    const result: SweepResult = { removed: [], referenced: 0, young: 0 };
    const old = await listOldUploads(client, deps, now, result);
    if (deps.signal?.aborted) return result;
    const orphans = await client.query<{ url: string }>(orphansQuery(deps.columns));
    result.referenced = old - orphans.rows.length;
    for (const { url } of orphans.rows) {
      if (deps.signal?.aborted) break;
      await deps.storage.delete(url);
      deps.logger.info({ url }, 'removed an upload no row names');
      result.removed.push(url);
    }
    return result;
  } finally {
    // Ending the session releases the lock and drops the temporary table.
    await client.end();
  }
}

export interface SweepPace {
  /** How often to sweep (and once at start-up); 0: never. */
  everyMs: number;
  minAgeMs: number;
}

/** Sweeps the uploads at start-up and then every `everyMs`, on whichever instance gets the lock first. */
export class UploadSweep {
  private timer: NodeJS.Timeout | null = null;
  private current: Promise<void> = Promise.resolve();
  private readonly stopping = new AbortController();

  constructor(
    private readonly deps: Omit<SweepDeps, 'minAgeMs' | 'signal'>,
    private readonly pace: SweepPace,
  ) {}

  start(): void {
    if (this.pace.everyMs > 0) this.tick();
  }

  /** Stops sweeping; resolves once a sweep in progress has stopped at its next file. */
  async stop(): Promise<void> {
    this.stopping.abort();
    if (this.timer) clearTimeout(this.timer);
    await this.current;
  }

  private tick(): void {
    const { logger } = this.deps;
    const deps = { ...this.deps, minAgeMs: this.pace.minAgeMs, signal: this.stopping.signal };
    this.current = sweepUploads(deps, new Date())
      .then((result) => {
        if (result) logger.info({ ...result, removed: result.removed.length }, 'upload sweep done');
      })
      .catch((err: unknown) => logger.error({ err }, 'upload sweep failed; trying again later'))
      .finally(() => {
        if (!this.stopping.signal.aborted) this.timer = setTimeout(() => this.tick(), this.pace.everyMs).unref();
      });
  }
}
