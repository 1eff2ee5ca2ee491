import net from 'node:net';

/** Sends raw bytes and resolves with whatever the server answers before it closes the socket (or `waitMs` passes). */
export function rawRequest(baseUrl: string, bytes: string, waitMs: number): Promise<{ answer: string; ms: number }> {
  const { hostname, port } = new URL(baseUrl);
  const started = Date.now();
  return new Promise((resolve) => {
    const socket = net.connect(Number(port), hostname === 'localhost' ? '127.0.0.1' : hostname);
    let answer = '';
    const done = () => {
      clearTimeout(timer);
      socket.destroy();
      resolve({ answer, ms: Date.now() - started });
    };
    const timer = setTimeout(done, waitMs);
    socket.on('data', (d) => (answer += d.toString('latin1')));
    socket.on('close', done);
    socket.on('error', done);
    socket.write(bytes);
  });
}

/** The status of a raw HTTP answer, or null when none came. */
export const statusOf = (answer: string) => Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1] ?? NaN) || null;
