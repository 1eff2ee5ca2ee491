import { pino } from 'pino';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Role } from '../../../common/enums.js';
import { forbidden } from '../../../common/errors.js';
import { MSG } from '../../../common/messages.js';
import type { ChatEventData } from '../../../common/pubsub.js';
import { mayRead, type Viewer } from '../../../context/policy.js';
import type { ChatDraft } from './destinations.js';
import { encodeFrame, FrameDecoder, type StompFrame } from './frame.js';
import { CONNECT_TIMEOUT_MS, MAX_PENDING_FRAMES, StompSession, type StompPort } from './stomp-session.js';

/**
 * The session's protocol and timing against an in-memory port and socket; the real port (tokens, the chat service,
 * the pubsub) is exercised end to end in chat.stomp.test.ts.
 */

const member: Viewer = { no: 5, role: Role.USER };

function setup() {
  const link = { sent: [] as string[], ended: false, terminated: false };
  const watchers = new Map<number, (event: ChatEventData) => void>();
  const drafts: ChatDraft[] = [];
  let releaseSend = () => {};
  const port: StompPort = {
    authenticate: async (authorization) => (authorization === 'Bearer good' ? member : null),
    watch: (viewer, ownerNo, deliver) => {
      if (!mayRead(viewer, ownerNo)) throw forbidden();
      watchers.set(ownerNo, deliver);
      return () => void watchers.delete(ownerNo);
    },
    send: (_authorization, draft) =>
      new Promise((resolve) => {
        drafts.push(draft);
        releaseSend = resolve;
      }),
    logger: pino({ level: 'silent' }),
  };
  const session = new StompSession(
    {
      send: (text) => void link.sent.push(text),
      end: () => void (link.ended = true),
      terminate: () => void (link.terminated = true),
    },
    port,
  );
  const push = (text: string) => session.receive(Buffer.from(text));
  /** What the server sent, as frames (heart-beats as the command HEARTBEAT). */
  const frames = (): { command: string; headers: Record<string, string>; body: string }[] =>
    link.sent.map((text) => {
      if (text === '\n') return { command: 'HEARTBEAT', headers: {}, body: '' };
      const [frame] = new FrameDecoder({ maxHeaderBytes: 1e6, maxBodyBytes: 1e6 }).push(Buffer.from(text));
      const { command, headers, body } = frame as StompFrame;
      return { command, headers: Object.fromEntries(headers), body: body.toString() };
    });
  const connect = async (heartbeat = '0,0') => {
    push(
      encodeFrame('CONNECT', { 'accept-version': '1.1,1.2', 'heart-beat': heartbeat, Authorization: 'Bearer good' }),
    );
    await vi.advanceTimersByTimeAsync(0);
    expect(frames().at(-1)?.command).toBe('CONNECTED');
  };
  return { link, watchers, drafts, session, push, frames, connect, release: () => releaseSend() };
}

beforeEach(() => void vi.useFakeTimers());
afterEach(() => void vi.useRealTimers());

const draft = JSON.stringify({ chatNo: 3, userNo: 5, content: '안녕하세요', sendAdmin: false });

describe('StompSession', () => {
  it('answers CONNECT with the version, the server’s heart-beats and its name', async () => {
    const s = setup();
    await s.connect('10000,10000');
    expect(s.frames()[0]?.headers).toMatchObject({ version: '1.2', 'heart-beat': '4000,4000', server: 'scene-shop' });
  });

  it('refuses a client that does not speak 1.2, naming the version it does', async () => {
    const s = setup();
    s.push(encodeFrame('CONNECT', { 'accept-version': '1.0,1.1', Authorization: 'Bearer good' }));
    await vi.advanceTimersByTimeAsync(0);
    expect(s.frames()).toEqual([
      expect.objectContaining({ command: 'ERROR', headers: expect.objectContaining({ version: '1.2' }) }),
    ]);
    expect(s.link.ended).toBe(true);
  });

  it('refuses a bad token with the catalogue’s message', async () => {
    const s = setup();
    s.push(encodeFrame('CONNECT', { 'accept-version': '1.2', Authorization: 'Bearer bad' }));
    await vi.advanceTimersByTimeAsync(0);
    expect(s.frames()).toEqual([
      expect.objectContaining({
        command: 'ERROR',
        headers: expect.objectContaining({ message: MSG.auth.loginRequired }),
      }),
    ]);
    expect(s.link.ended).toBe(true);
  });

  it('refuses any frame before CONNECT', async () => {
    const s = setup();
    s.push(encodeFrame('SUBSCRIBE', { id: '0', destination: '/sub/chat/room/1_5' }));
    await vi.advanceTimersByTimeAsync(0);
    expect(s.frames()[0]).toMatchObject({ command: 'ERROR', body: 'SUBSCRIBE before CONNECT' });
    expect(s.watchers.size).toBe(0);
  });

  it('drops a socket that never sends CONNECT', async () => {
    const s = setup();
    await vi.advanceTimersByTimeAsync(CONNECT_TIMEOUT_MS - 1);
    s.push('\n');
    expect(s.link.terminated).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(s.link.terminated).toBe(true);
  });

  it('sends a heart-beat only after the negotiated interval without other frames', async () => {
    const s = setup();
    await s.connect('0,6000');
    s.push(encodeFrame('SUBSCRIBE', { id: '0', destination: '/sub/chat/room/1_5' }));
    await vi.advanceTimersByTimeAsync(5000);
    s.watchers.get(5)?.({
      kind: 'CLOSED',
      chatNo: 3,
      ownerNo: 5,
      sendAdmin: true,
      message: null,
      readNo: null,
      category: null,
    });
    await vi.advanceTimersByTimeAsync(5999);
    expect(s.frames().map((f) => f.command)).toEqual(['CONNECTED', 'MESSAGE']);
    await vi.advanceTimersByTimeAsync(1);
    await vi.advanceTimersByTimeAsync(6000);
    expect(s.frames().map((f) => f.command)).toEqual(['CONNECTED', 'MESSAGE', 'HEARTBEAT', 'HEARTBEAT']);
  });

  it('drops a client silent for twice its interval, and keeps one that sends heart-beats', async () => {
    const s = setup();
    await s.connect('5000,0');
    for (let i = 0; i < 5; i += 1) {
      await vi.advanceTimersByTimeAsync(9000);
      s.push('\r\n');
    }
    expect(s.link.terminated).toBe(false);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(s.link.terminated).toBe(true);
  });

  it('takes frames split and bundled across chunks in order, and answers a receipt once the send is stored', async () => {
    const s = setup();
    const text =
      encodeFrame('CONNECT', { 'accept-version': '1.2', Authorization: 'Bearer good' }) +
      encodeFrame('SEND', { destination: '/pub/chat/message', receipt: 'r1' }, draft) +
      encodeFrame('DISCONNECT', { receipt: 'r2' });
    s.push(text.slice(0, 30));
    s.push(text.slice(30, 90));
    s.push(text.slice(90));
    await vi.advanceTimersByTimeAsync(0);
    expect(s.drafts).toEqual([{ chatNo: 3, userNo: 5, content: '안녕하세요' }]);
    expect(s.frames().map((f) => f.command)).toEqual(['CONNECTED']);
    s.release();
    await vi.advanceTimersByTimeAsync(0);
    expect(s.frames().map((f) => [f.command, f.headers['receipt-id']])).toEqual([
      ['CONNECTED', undefined],
      ['RECEIPT', 'r1'],
      ['RECEIPT', 'r2'],
    ]);
    expect(s.link.ended).toBe(true);
  });

  it('refuses a client that piles up frames behind a slow one', async () => {
    const s = setup();
    await s.connect();
    const send = encodeFrame('SEND', { destination: '/pub/chat/message' }, draft);
    s.push(send.repeat(MAX_PENDING_FRAMES + 1));
    await vi.advanceTimersByTimeAsync(0);
    expect(s.frames().at(-1)).toMatchObject({ command: 'ERROR', body: expect.stringContaining('frames waiting') });
  });

  it('stops its subscriptions and timers when the socket closes', async () => {
    const s = setup();
    await s.connect('4000,4000');
    s.push(encodeFrame('SUBSCRIBE', { id: '0', destination: '/sub/chat/room/1_5' }));
    await vi.advanceTimersByTimeAsync(0);
    expect(s.watchers.size).toBe(1);
    s.session.dispose();
    expect(s.watchers.size).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
  });
});
