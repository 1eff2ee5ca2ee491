import net from 'node:net';

/**
 * Sends raw bytes and resolves with whatever the server answers before it closes the socket (or `waitMs` passes);
 * `closed` says whether the server (or the network) ended it, rather than the wait.
 */
export function rawRequest(
  baseUrl: string,
  bytes: string,
  waitMs: number,
): Promise<{ answer: string; ms: number; closed: boolean }> {
  const { hostname, port } = new URL(baseUrl);
  const started = Date.now();
  return new Promise((resolve) => {
    const socket = net.connect(Number(port), hostname === 'localhost' ? '127.0.0.1' : hostname);
    let answer = '';
    const done = (closed: boolean) => {
      clearTimeout(timer);
      socket.destroy();
      resolve({ answer, ms: Date.now() - started, closed });
    };
    const timer = setTimeout(() => done(false), waitMs);
    socket.on('data', (d) => (answer += d.toString('latin1')));
    socket.on('close', () => done(true));
    socket.on('error', () => done(true));
    socket.write(bytes);
  });
}

/** The status of a raw HTTP answer, or null when none came. */
export const statusOf = (answer: string) => Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1] ?? NaN) || null;
