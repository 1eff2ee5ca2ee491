// CPU time of the processes under test, from /proc (Linux only; elsewhere every figure is null).
// It tells where a request's cost goes (server, PostgreSQL, load generator) and whether the load
// generator, which shares the machine, was the limit.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';

let ticksPerSecond = 100;
try {
  ticksPerSecond = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
} catch {
  /* the usual Linux value */
}

/** [pid, ppid, cpu ms] of one process, or null; `withReaped` adds the CPU of its children that have exited. */
function stat(pid, withReaped = false) {
  try {
    const text = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name, which is in parentheses and may contain spaces.
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
    const ppid = Number(fields[1]);
    let ticks = Number(fields[11]) + Number(fields[12]); // utime + stime
    if (withReaped) ticks += Number(fields[13]) + Number(fields[14]); // cutime + cstime
    return [Number(pid), ppid, (ticks * 1000) / ticksPerSecond];
  } catch {
    return null;
  }
}

/** CPU ms used so far by a process. */
export function processCpuMs(pid) {
  return pid ? (stat(pid)?.[2] ?? null) : null;
}

/** CPU ms used so far by a PostgreSQL postmaster, its live children (backends, writers) and those that have exited. */
export function postgresCpuMs(postmasterPid) {
  if (!postmasterPid) return null;
  let dirs;
  try {
    dirs = fs.readdirSync('/proc').filter((d) => /^\d+$/.test(d));
  } catch {
    return null;
  }
  let total = 0;
  for (const d of dirs) {
    const s = Number(d) === postmasterPid ? stat(d, true) : stat(d);
    if (s && (s[0] === postmasterPid || s[1] === postmasterPid)) total += s[2];
  }
  return total;
}

/** CPU ms the whole machine has spent busy so far (every CPU, /proc/stat): what else ran shows beside our own. */
export function machineBusyMs() {
  try {
    const fields = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
    const [user, nice, system, , , irq, softirq, steal = 0] = fields;
    return ((user + nice + system + irq + softirq + steal) * 1000) / ticksPerSecond;
  } catch {
    return null;
  }
}

/** This process (the load generator), in ms. */
export function selfCpuMs() {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

/** Wall-clock and CPU time so far of the server, PostgreSQL and the bench: a mark to measure a phase from. */
export function cpuMark(serverPid, postmasterPid) {
  return {
    serverPid,
    postmasterPid,
    wall: performance.now(),
    server: processCpuMs(serverPid),
    postgres: postgresCpuMs(postmasterPid),
    self: selfCpuMs(),
  };
}

/** Wall-clock ms and the CPU ms each one used since a mark (null where /proc could not be read). */
export function cpuSince(mark) {
  const now = cpuMark(mark.serverPid, mark.postmasterPid);
  const diff = (key) => (now[key] === null || mark[key] === null ? null : Math.round(now[key] - mark[key]));
  return {
    wallMs: Math.round(now.wall - mark.wall),
    serverMs: diff('server'),
    postgresMs: diff('postgres'),
    benchMs: diff('self'),
  };
}
