import fs from 'node:fs';
import net from 'node:net';

/** The first port the kernel hands out on its own (to listen(0) and to outgoing connections). */
function ephemeralFloor(): number {
  try {
    return Number(fs.readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/)[0]) || 32768;
  } catch {
    return 32768;
  }
}

const canListen = (port: number) =>
  new Promise<boolean>((resolve) => {
    const srv = net.createServer();
    srv.once('error', () => resolve(false));
    srv.listen(port, '127.0.0.1', () => srv.close(() => resolve(true)));
  });

/**
 * A loopback port nothing listens on right now, for a server whose address must be known before it starts, or
 * that starts again on the same address. It lies below the kernel's own range, so that while the server is away no
 * other server of a parallel test file (listening on port 0) and no outgoing connection takes it.
 */
export async function freePort(): Promise<number> {
  const low = 20_000;
  const span = Math.max(1, ephemeralFloor() - low);
  for (let tries = 0; tries < 100; tries++) {
    const port = low + Math.floor(Math.random() * span);
    if (await canListen(port)) return port;
  }
  throw new Error(`no free port from ${low} to ${low + span - 1}`);
}
