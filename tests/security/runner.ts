/** One hostile request: `target` is the route or GraphQL field it aims at, `label` the kind of malformation. */
export interface HostileRequest {
  target: string;
  label: string;
  method: string;
  /** Raw path and query, already percent-encoded as wanted (a `%00` stays `%00`). */
  path: string;
  headers: Record<string, string>;
  body?: string | Uint8Array<ArrayBuffer>;
}

export interface Failure {
  target: string;
  label: string;
  status: string;
  problem: string;
  snippet: string;
}

export interface RunResult {
  failures: Failure[];
  /** How many answers had each status ("timeout" and "network error" included), for the log. */
  statuses: Map<string, number>;
}

/** Signs of internals in an answer: a stack frame, a source path, SQL text. */
const LEAKS: readonly [string, RegExp][] = [
  ['stack trace', /\n\s+at [\w.<>[\] ]+ \(|"stacktrace"/],
  ['file path', /\/work\/|node_modules|\.ts:\d/],
  ['SQL text', /\bselect .+ from\b|insert into|violates|syntax error at or near/i],
];

/** The hostile traffic must never leave the machine. */
export function assertLoopback(baseUrl: string): void {
  const host = new URL(baseUrl).hostname;
  if (!['localhost', '127.0.0.1', '[::1]'].includes(host)) throw new Error(`refusing to attack ${baseUrl}`);
}

export const snippetOf = (text: string) => text.replace(/\s+/g, ' ').slice(0, 160);

/** The internals an answer shows; a marker counts only if the request did not carry that text itself (echoed input). */
export function leaksIn(text: string, sent: string): string[] {
  return LEAKS.filter(([, pattern]) => pattern.test(text) && !pattern.test(sent)).map(([name]) => `leaks ${name}`);
}

/** A GraphQL answer's way of saying 5xx under a 200 or 400: the code of a server fault (server/src/common/errors.ts). */
const SERVER_FAULT = /"code":"INTERNAL_SERVER_ERROR"/;

function problemsOf(req: HostileRequest, status: number, text: string): string[] {
  const problems = status >= 500 ? [`status ${status}`] : SERVER_FAULT.test(text) ? ['a server error'] : [];
  return [...problems, ...leaksIn(text, `${req.path}\n${typeof req.body === 'string' ? req.body : ''}`)];
}

async function send(
  baseUrl: string,
  req: HostileRequest,
  timeoutMs: number,
): Promise<{ status: string; failures: Failure[] }> {
  const base = { target: req.target, label: req.label };
  try {
    const res = await fetch(`${baseUrl}${req.path}`, {
      method: req.method,
      headers: req.headers,
      body: req.body,
      redirect: 'manual',
      // Covers the whole exchange, body included: a server that never answers fails here with the request named.
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = await res.text();
    const status = String(res.status);
    const failures = problemsOf(req, res.status, text).map((problem) => ({
      ...base,
      status,
      problem,
      snippet: snippetOf(text),
    }));
    return { status, failures };
  } catch (e) {
    const err = e as Error;
    const timedOut = err.name === 'TimeoutError' || err.name === 'AbortError';
    const status = timedOut ? 'timeout' : 'network error';
    const problem = timedOut ? `no answer within ${timeoutMs} ms` : `connection failed: ${err.message}`;
    return { status, failures: [{ ...base, status, problem, snippet: String(err.cause ?? '') }] };
  }
}

/** Sends every request with at most `concurrency` in flight, each under its own timeout, and collects problems. */
export async function runHostile(
  baseUrl: string,
  requests: readonly HostileRequest[],
  options: { concurrency: number; timeoutMs: number },
): Promise<RunResult> {
  assertLoopback(baseUrl);
  const failures: Failure[] = [];
  const statuses = new Map<string, number>();
  let next = 0;
  const worker = async () => {
    while (next < requests.length) {
      const outcome = await send(baseUrl, requests[next++]!, options.timeoutMs);
      statuses.set(outcome.status, (statuses.get(outcome.status) ?? 0) + 1);
      failures.push(...outcome.failures);
    }
  };
  await Promise.all(Array.from({ length: options.concurrency }, worker));
  return { failures, statuses };
}

/** Failures grouped by target and problem, one line per distinct case, so one run shows everything wrong. */
export function formatFailures(failures: readonly Failure[]): string {
  const byTarget = new Map<string, Failure[]>();
  for (const f of failures) byTarget.set(f.target, [...(byTarget.get(f.target) ?? []), f]);
  const lines: string[] = [];
  for (const [target, list] of [...byTarget].sort(([a], [b]) => a.localeCompare(b))) {
    lines.push(`${target}  (${list.length})`);
    // Sorted, so two runs of the same seed print the same report whatever order the answers came in.
    const distinct = new Set(
      list.map((f) => `    [${f.status}] ${f.problem} — ${f.label}${f.snippet ? ` — ${f.snippet}` : ''}`),
    );
    lines.push(...[...distinct].sort());
  }
  return lines.join('\n');
}
