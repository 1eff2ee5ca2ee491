/** Steady mixed traffic for the outage test: a few loops of reads and writes, every answer kept with its timing. */

export interface Answer {
  op: string;
  graphql: boolean;
  /** When it was sent (performance.now()). */
  at: number;
  ms: number;
  /** 0 when no answer came within the client's own limit. */
  status: number;
  text: string;
}

export interface Op {
  name: string;
  graphql: boolean;
  send(signal: AbortSignal): Promise<Response>;
}

/** Far above any timeout the server has for the database: an answer later than this is a hang. */
const CLIENT_LIMIT_MS = 30_000;
const PAUSE_MS = 25;

async function sendOne(op: Op): Promise<Answer> {
  const at = performance.now();
  try {
    const res = await op.send(AbortSignal.timeout(CLIENT_LIMIT_MS));
    const text = await res.text();
    return { op: op.name, graphql: op.graphql, at, ms: performance.now() - at, status: res.status, text };
  } catch (e) {
    return { op: op.name, graphql: op.graphql, at, ms: performance.now() - at, status: 0, text: String(e) };
  }
}

export interface Load {
  /** Resolves once the answers so far pass `check` (looked at after every answer). */
  until(check: (answers: readonly Answer[]) => boolean): Promise<void>;
  /** Stops the loops and resolves with every answer, in the order they were sent. */
  stop(): Promise<Answer[]>;
}

/** Each loop sends its ops in turn, one request at a time, until stopped. */
export function startLoad(loops: Op[][]): Load {
  const answers: Answer[] = [];
  const waiters = new Set<() => void>();
  let running = true;
  const done = loops.map(async (ops) => {
    for (let i = 0; running; i++) {
      answers.push(await sendOne(ops[i % ops.length]!));
      for (const waiter of waiters) waiter();
      await new Promise((r) => setTimeout(r, PAUSE_MS));
    }
  });
  return {
    until: (check) =>
      new Promise((resolve) => {
        const look = () => {
          if (!check(answers)) return;
          waiters.delete(look);
          resolve();
        };
        waiters.add(look);
        look();
      }),
    async stop() {
      running = false;
      await Promise.all(done);
      return answers.sort((a, b) => a.at - b.at);
    },
  };
}

export const gqlOp = (url: string, name: string, query: string, variables: () => object, token?: string): Op => ({
  name,
  graphql: true,
  send: (signal) =>
    fetch(`${url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ query, variables: variables() }),
      signal,
    }),
});

export const restOp = (
  url: string,
  name: string,
  method: string,
  path: () => string,
  token?: string,
  body?: () => object,
): Op => ({
  name,
  graphql: false,
  send: (signal) =>
    fetch(`${url}${path()}`, {
      method,
      headers: {
        ...(body ? { 'content-type': 'application/json' } : {}),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: body ? JSON.stringify(body()) : undefined,
      signal,
    }),
});
