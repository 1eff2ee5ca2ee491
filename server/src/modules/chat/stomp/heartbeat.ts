import { StompFrameError } from './frame.js';

/** The intervals in ms for each direction; 0 means no heart-beats that way. */
export interface Heartbeat {
  send: number;
  receive: number;
}

/** The spec's §9: 4000 ms each way. */
export const SERVER_HEARTBEAT: Heartbeat = { send: 4000, receive: 4000 };

/** Longer promises are refused: the server would hold a silent connection for hours before noticing it is dead. */
export const MAX_HEARTBEAT_MS = 3_600_000;

/** The CONNECTED frame's `heart-beat` header: what the server can send and what it wants to receive. */
export const heartbeatHeader = (server: Heartbeat): string => `${server.send},${server.receive}`;

/**
 * STOMP 1.2's negotiation of a CONNECT's `heart-beat:cx,cy` with the server's `sx,sy`: the server sends every
 * max(sx, cy) ms and expects the client's every max(cx, sy) ms; a 0 on either side turns that direction off. A missing
 * header counts as `0,0`.
 */
export function negotiateHeartbeat(header: string | undefined, server: Heartbeat): Heartbeat {
  if (header === undefined) return { send: 0, receive: 0 };
  const match = /^\s*(\d{1,10})\s*,\s*(\d{1,10})\s*$/.exec(header);
  if (!match) throw new StompFrameError('malformed heart-beat header');
  const clientSends = Number(match[1]);
  const clientWants = Number(match[2]);
  if (clientSends > MAX_HEARTBEAT_MS || clientWants > MAX_HEARTBEAT_MS) {
    throw new StompFrameError(`heart-beat over ${MAX_HEARTBEAT_MS} ms`);
  }
  const meet = (client: number, own: number) => (client === 0 || own === 0 ? 0 : Math.max(client, own));
  return { send: meet(clientWants, server.send), receive: meet(clientSends, server.receive) };
}
