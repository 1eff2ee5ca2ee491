// Where a V8 CPU profile (.cpuprofile, from node --cpu-prof) spends its time: self and inclusive time by package,
// the app's own files, and the top functions by self time, optionally within a window of CLOCK_MONOTONIC
// microseconds (the profile's clock; process.hrtime in the bench reads the same one).
//   node bench/lib/profile-summary.js <file.cpuprofile> [functions to list, default 30]
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const SPECIAL = new Set(['(idle)', '(program)', '(garbage collector)', '(root)']);

/** What a frame belongs to: a package of node_modules, one of the app's files, Node's core, or V8 itself. */
function owner(callFrame) {
  const { url, functionName } = callFrame;
  if (SPECIAL.has(functionName)) return { pkg: functionName, file: null };
  if (!url) return { pkg: '(native)', file: null };
  // The last node_modules in the path: a package's own dependencies count as themselves.
  const deps = [...url.matchAll(/node_modules\/((?:@[^/]+\/)?[^/]+)/g)];
  if (deps.length) return { pkg: deps.at(-1)[1], file: null };
  const app = /\/server\/dist\/(.+)$/.exec(url);
  if (app) return { pkg: 'app (server/dist)', file: app[1] };
  const shared = /\/packages\/([^/]+)\//.exec(url);
  if (shared) return { pkg: `@scene-shop/${shared[1]}`, file: null };
  if (url.startsWith('node:')) return { pkg: 'node (core)', file: null };
  return { pkg: path.basename(url), file: null };
}

/** A function as `name file:line`, the file within its package (node_modules/…/), the app or Node's core. */
function where(callFrame, own) {
  const { functionName, url, lineNumber } = callFrame;
  if (SPECIAL.has(functionName)) return functionName;
  const file = own.file
    ? `app:${own.file}`
    : (/.*node_modules\/(.+)$/.exec(url)?.[1] ?? (url.startsWith('node:') ? url : own.pkg));
  return `${functionName || '(anonymous)'} ${file}${url ? `:${lineNumber + 1}` : ''}`;
}

const add = (map, key, value) => map.set(key, (map.get(key) ?? 0) + value);

/**
 * Self and inclusive microseconds by package, by app file and by function, over the samples taken within
 * [fromUs, toUs] (all of them without a window). Each sample weighs the time since the previous one.
 */
export function profileTimes(profile, { fromUs = -Infinity, toUs = Infinity } = {}) {
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map();
  for (const n of profile.nodes) for (const child of n.children ?? []) parent.set(child, n.id);
  const owners = new Map(profile.nodes.map((n) => [n.id, owner(n.callFrame)]));
  const t = {
    wallUs: 0,
    idleUs: 0,
    selfByPkg: new Map(),
    inclusiveByPkg: new Map(),
    selfByFile: new Map(),
    selfByFunction: new Map(),
  };
  let at = profile.startTime;
  let first = null;
  let last = null;
  profile.samples.forEach((id, i) => {
    const delta = profile.timeDeltas[i] ?? 0;
    at += delta;
    if (at < fromUs || at > toUs) return;
    first ??= at - delta;
    last = at;
    const node = nodes.get(id);
    const own = owners.get(id);
    if (node.callFrame.functionName === '(idle)') {
      t.idleUs += delta;
      return;
    }
    add(t.selfByPkg, own.pkg, delta);
    if (own.file) add(t.selfByFile, own.file, delta);
    add(t.selfByFunction, where(node.callFrame, own), delta);
    const onStack = new Set();
    for (let up = id; up !== undefined; up = parent.get(up)) onStack.add(owners.get(up).pkg);
    onStack.delete('(root)');
    for (const pkg of onStack) add(t.inclusiveByPkg, pkg, delta);
  });
  t.wallUs = first === null ? 0 : last - first;
  return t;
}

const pct = (part, whole) => `${whole ? ((100 * part) / whole).toFixed(1) : '0.0'}%`.padStart(6);
const sorted = (map, n) => [...map].sort((a, b) => b[1] - a[1]).slice(0, n);

/** A printable summary: packages (self and inclusive), app files, then the top `top` functions by self time. */
export function summarizeProfile(profile, { fromUs, toUs, top = 30 } = {}) {
  const t = profileTimes(profile, { fromUs, toUs });
  const busy = [...t.selfByPkg.values()].reduce((a, b) => a + b, 0);
  const lines = [
    `${(t.wallUs / 1e6).toFixed(1)} s sampled, ${(busy / 1e6).toFixed(1)} s of it on the CPU (the main thread;` +
      ` idle ${pct(t.idleUs, t.wallUs).trim()}); percentages below are of the CPU time`,
    '',
    '  self  inclusive  package',
  ];
  for (const [pkg, self] of sorted(t.selfByPkg, 25)) {
    lines.push(`${pct(self, busy)}  ${pct(t.inclusiveByPkg.get(pkg) ?? self, busy).padStart(9)}  ${pkg}`);
  }
  if (t.selfByFile.size) {
    lines.push('', '  self  app file');
    for (const [file, self] of sorted(t.selfByFile, 15)) lines.push(`${pct(self, busy)}  ${file}`);
  }
  lines.push('', '  self  function');
  for (const [fn, self] of sorted(t.selfByFunction, top)) lines.push(`${pct(self, busy)}  ${fn}`);
  return lines.join('\n');
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const [file, top] = process.argv.slice(2);
  if (!file) {
    console.error('usage: node bench/lib/profile-summary.js <file.cpuprofile> [functions to list]');
    process.exit(2);
  }
  const profile = JSON.parse(fs.readFileSync(file, 'utf8'));
  console.log(summarizeProfile(profile, { top: top ? Number(top) : undefined }));
}
