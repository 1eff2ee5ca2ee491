import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import { WebSocketServer, type RawData, type WebSocket } from 'ws';
import { unauthenticated } from '../../common/errors.js';
import { TOPIC, type PubSub } from '../../common/pubsub.js';
import type { MakeContext } from '../../context/context.js';
import { assertMayWatchMember, sendMessage } from './chat.service.js';
import { StompSession, type StompLink, type StompPort } from './stomp/stomp-session.js';

export interface StompServerDeps {
  makeContext: MakeContext;
  pubSub: PubSub;
  logger: Logger;
}

/** One WebSocket message may carry several frames of up to 24 KB each (8 KB of headers, 16 KB of body). */
const MAX_MESSAGE_BYTES = 64 * 1024;
/** A client that stops reading is dropped rather than buffered for without bound. */
const MAX_BUFFERED_BYTES = 1024 * 1024;

/** Clients offer v12.stomp, v11.stomp and v10.stomp; only 1.2 is spoken. A client offering none is let in too. */
const pickProtocol = (offered: Set<string>): string | false => (offered.has('v12.stomp') ? 'v12.stomp' : false);

const toBuffer = (data: RawData): Buffer =>
  Buffer.isBuffer(data) ? data : Array.isArray(data) ? Buffer.concat(data) : Buffer.from(data);

function linkOf(ws: WebSocket): StompLink {
  return {
    send: (text) => {
      if (ws.bufferedAmount > MAX_BUFFERED_BYTES) ws.terminate();
      else ws.send(text);
    },
    end: () => ws.close(1000),
    terminate: () => ws.terminate(),
  };
}

/** The chat as one connection's session sees it: tokens through the request context, rooms through the pubsub. */
function portFor(deps: StompServerDeps, ip: string): StompPort {
  const { makeContext, pubSub, logger } = deps;
  return {
    authenticate: async (authorization) => (await makeContext(authorization, randomUUID(), ip)).viewer,
    watch: (viewer, ownerNo, deliver) => {
      assertMayWatchMember(viewer, ownerNo);
      // The first next() registers the listener at once, so events stored after SUBSCRIBE's receipt are heard.
      const events = pubSub.subscribe(TOPIC.CHAT, ownerNo)[Symbol.asyncIterator]();
      const pump = async () => {
        for (let next = await events.next(); !next.done; next = await events.next()) deliver(next.value);
      };
      pump().catch((err: unknown) => logger.error({ err }, 'STOMP subscription failed'));
      return () => void events.return?.();
    },
    send: async (authorization, draft) => {
      // A fresh context per message: its own EntityManager, and a token revoked since CONNECT is refused.
      const ctx = await makeContext(authorization, randomUUID(), ip);
      if (!ctx.viewer) throw unauthenticated();
      await sendMessage(ctx, { chatNo: draft.chatNo, content: draft.content, memberNo: draft.userNo });
    },
    logger,
  };
}

/** `close()` of a ws server leaves its clients open; these are told the server is going away. */
class StompServer extends WebSocketServer {
  override close(callback?: (err?: Error) => void): void {
    for (const ws of this.clients) ws.close(1001);
    super.close(callback);
  }
}

/** The documented STOMP 1.2 endpoint of the support chat (§7), for third-party clients; routed at /ws by app.ts. */
export function createStompServer(deps: StompServerDeps): WebSocketServer {
  const wss = new StompServer({ noServer: true, maxPayload: MAX_MESSAGE_BYTES, handleProtocols: pickProtocol });
  wss.on('connection', (ws, req) => {
    const session = new StompSession(linkOf(ws), portFor(deps, req.socket.remoteAddress ?? ''));
    ws.on('message', (data) => session.receive(toBuffer(data)));
    ws.on('close', () => session.dispose());
    ws.on('error', (err) => deps.logger.debug({ err, session: session.id }, 'STOMP socket error'));
  });
  return wss;
}
