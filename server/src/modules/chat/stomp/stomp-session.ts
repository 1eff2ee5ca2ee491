import { randomUUID } from 'node:crypto';
import { koreanText, msg, type Message } from '@scene-shop/domain';
import type { Logger } from 'pino';
import { AppError, unauthenticated } from '../../../common/errors.js';
import type { ChatEventData } from '../../../common/pubsub.js';
import type { Viewer } from '../../../context/policy.js';
import { expectedError } from '../../../common/expected-error.js';
import { parseDraft, memberOfDestination, SEND_DESTINATION, stompDelivery, type ChatDraft } from './destinations.js';
import { encodeFrame, FrameDecoder, HEARTBEAT, StompFrameError, type StompFrame } from './frame.js';
import { heartbeatHeader, negotiateHeartbeat, SERVER_HEARTBEAT, type Heartbeat } from './heartbeat.js';

/** An ERROR frame's message as headers: its key, and its arguments as JSON when it has any. */
const keyHeaders = ({ key, args }: Message) => ({ key, ...(args.length ? { args: JSON.stringify(args) } : {}) });

/** The headers of a refused frame the session cannot act on. */
function badFrame() {
  const message = msg('common.badInput');
  return { message: koreanText(message), code: 'BAD_FRAME', ...keyHeaders(message) };
}

/** A SEND body of the chat is a line of text; headers are a handful of short values. */
export const FRAME_LIMITS = { maxHeaderBytes: 8 * 1024, maxBodyBytes: 16 * 1024 };
/** A socket that does not CONNECT within this time is dropped. */
export const CONNECT_TIMEOUT_MS = 10_000;
/** Frames waiting behind a slow one (a SEND waits for its commit) before the client counts as flooding. */
export const MAX_PENDING_FRAMES = 32;
/** The admin watches one destination per member with an open room; more than this on one connection is abuse. */
export const MAX_SUBSCRIPTIONS = 200;

/** What the session needs from the rest of the server. */
export interface StompPort {
  /** The member a CONNECT's Authorization header (`Bearer <jwt>` or the bare jwt) names, or null. */
  authenticate(authorization: string | null): Promise<Viewer | null>;
  /**
   * Starts handing `deliver` the events of every room of member `ownerNo`; throws an AppError when the viewer may
   * not hear them. Returns the function that stops it.
   */
  watch(viewer: Viewer, ownerNo: number, deliver: (event: ChatEventData) => void): () => void;
  /** Stores and fans out a message as the token's member (the token is checked again); resolves after the commit. */
  send(authorization: string | null, draft: ChatDraft): Promise<void>;
  logger: Logger;
}

/** The socket as the session sees it. */
export interface StompLink {
  send(text: string): void;
  /** Closes after what was sent has gone out. */
  end(): void;
  /** Drops a peer that stopped answering. */
  terminate(): void;
}

type State = 'awaiting-connect' | 'connected' | 'closed';

/**
 * One STOMP connection: CONNECT first, then subscriptions to members' rooms and SENDs of messages, with heart-beats
 * both ways. Frames are handled one after another, so a RECEIPT or an ERROR answers the frames before it in order.
 * Any ERROR ends the connection, as STOMP expects.
 */
export class StompSession {
  readonly id = randomUUID();
  private state: State = 'awaiting-connect';
  private readonly decoder = new FrameDecoder(FRAME_LIMITS);
  private viewer: Viewer | null = null;
  private authorization: string | null = null;
  private heartbeat: Heartbeat = { send: 0, receive: 0 };
  private readonly subscriptions = new Map<string, () => void>();
  private queue: Promise<void> = Promise.resolve();
  private pending = 0;
  private delivered = 0;
  private sendTimer: NodeJS.Timeout | undefined;
  private receiveTimer: NodeJS.Timeout | undefined;

  constructor(
    private readonly link: StompLink,
    private readonly port: StompPort,
  ) {
    this.receiveTimer = setTimeout(() => this.close('terminate'), CONNECT_TIMEOUT_MS);
  }

  /** Bytes from the socket: any part of a frame, several frames, or heart-beats. */
  receive(chunk: Buffer): void {
    if (this.state === 'closed') return;
    if (this.state === 'connected') this.armReceive();
    let frames: StompFrame[];
    try {
      frames = this.decoder.push(chunk);
    } catch (err) {
      this.refuse(err);
      return;
    }
    for (const frame of frames) this.enqueue(frame);
  }

  /** The socket closed: stop the timers and the subscriptions. */
  dispose(): void {
    if (this.state === 'closed') return;
    this.state = 'closed';
    clearTimeout(this.sendTimer);
    clearTimeout(this.receiveTimer);
    for (const stop of this.subscriptions.values()) stop();
    this.subscriptions.clear();
  }

  private close(how: 'end' | 'terminate'): void {
    if (this.state === 'closed') return;
    this.dispose();
    this.link[how]();
  }

  private enqueue(frame: StompFrame): void {
    if (this.pending >= MAX_PENDING_FRAMES) {
      this.refuse(new StompFrameError(`more than ${MAX_PENDING_FRAMES} frames waiting`));
      return;
    }
    this.pending += 1;
    this.queue = this.queue.then(async () => {
      try {
        if (this.state !== 'closed') await this.handle(frame);
      } catch (err) {
        this.refuse(err, frame.headers.get('receipt'));
      }
      this.pending -= 1;
    });
  }

  private async handle(frame: StompFrame): Promise<void> {
    if (frame.command !== 'SEND' && frame.body.length > 0) {
      throw new StompFrameError(`${frame.command} frames have no body`);
    }
    if (this.state === 'awaiting-connect') {
      if (frame.command !== 'CONNECT' && frame.command !== 'STOMP') {
        throw new StompFrameError(`${frame.command} before CONNECT`);
      }
      await this.connect(frame);
      return;
    }
    switch (frame.command) {
      case 'SUBSCRIBE':
        this.subscribe(frame);
        break;
      case 'UNSUBSCRIBE':
        this.unsubscribe(frame);
        break;
      case 'SEND':
        await this.sendMessage(frame);
        break;
      case 'DISCONNECT':
        this.receipt(frame);
        this.close('end');
        return;
      case 'CONNECT':
      case 'STOMP':
        throw new StompFrameError('already connected');
      default:
        // ACK and NACK (subscriptions are ack:auto), transactions and unknown commands.
        throw new StompFrameError(`unsupported command ${frame.command}`);
    }
    this.receipt(frame);
  }

  private async connect(frame: StompFrame): Promise<void> {
    const versions = frame.headers.get('accept-version')?.split(',') ?? [];
    if (!versions.includes('1.2')) {
      this.error({ ...badFrame(), version: '1.2' }, 'only STOMP 1.2 is spoken');
      return;
    }
    const heartbeat = negotiateHeartbeat(frame.headers.get('heart-beat'), SERVER_HEARTBEAT);
    this.authorization = frame.headers.get('Authorization') ?? frame.headers.get('authorization') ?? null;
    const viewer = await this.port.authenticate(this.authorization);
    if (this.state === 'closed') return;
    if (!viewer) throw unauthenticated();
    this.viewer = viewer;
    this.state = 'connected';
    this.heartbeat = heartbeat;
    this.write(
      encodeFrame('CONNECTED', {
        version: '1.2',
        'heart-beat': heartbeatHeader(SERVER_HEARTBEAT),
        server: 'scene-shop',
        session: this.id,
      }),
    );
    this.armReceive();
  }

  private subscribe(frame: StompFrame): void {
    const id = required(frame, 'id');
    const destination = required(frame, 'destination');
    const ack = frame.headers.get('ack') ?? 'auto';
    if (ack !== 'auto') throw new StompFrameError('only ack:auto is supported');
    if (this.subscriptions.has(id)) throw new StompFrameError(`subscription ${id} already exists`);
    if (this.subscriptions.size >= MAX_SUBSCRIPTIONS) throw new StompFrameError('too many subscriptions');
    const ownerNo = memberOfDestination(destination);
    if (ownerNo === null) throw new StompFrameError(`no such destination ${destination}`);
    const stop = this.port.watch(this.viewer!, ownerNo, (event) => this.deliver(id, destination, event));
    this.subscriptions.set(id, stop);
  }

  private unsubscribe(frame: StompFrame): void {
    const id = required(frame, 'id');
    this.subscriptions.get(id)?.();
    this.subscriptions.delete(id);
  }

  private async sendMessage(frame: StompFrame): Promise<void> {
    const destination = required(frame, 'destination');
    if (destination !== SEND_DESTINATION) throw new StompFrameError(`no such destination ${destination}`);
    if (frame.headers.has('transaction')) throw new StompFrameError('transactions are not supported');
    // Delivery comes back through the subscriptions (from whichever instance stored it), never from here.
    await this.port.send(this.authorization, parseDraft(frame.body));
  }

  private deliver(subscription: string, destination: string, event: ChatEventData): void {
    if (this.state !== 'connected') return;
    const delivery = stompDelivery(event);
    if (!delivery) return;
    this.delivered += 1;
    const headers = {
      subscription,
      'message-id': `${this.id}-${this.delivered}`,
      destination,
      'content-type': 'application/json',
      'event-kind': delivery.kind,
    };
    this.write(encodeFrame('MESSAGE', headers, JSON.stringify(delivery.body)));
  }

  private receipt(frame: StompFrame): void {
    const receipt = frame.headers.get('receipt');
    if (receipt !== undefined) this.write(encodeFrame('RECEIPT', { 'receipt-id': receipt }));
  }

  /** Answers a failure with an ERROR frame and closes: the catalogue's message, and the detail of a bad frame. */
  private refuse(err: unknown, receipt?: string): void {
    if (this.state === 'closed') return;
    if (err instanceof StompFrameError) {
      this.error({ ...badFrame(), 'receipt-id': receipt }, err.message);
      return;
    }
    let expected: AppError | null = expectedError(err);
    if (!expected) {
      this.port.logger.error({ err, session: this.id }, 'STOMP frame failed');
      expected = new AppError('INTERNAL_SERVER_ERROR', msg('common.serverError'));
    }
    const { message, code, field, key, args } = expected;
    this.error({ message, code, field, ...keyHeaders({ key, args }), 'receipt-id': receipt }, message);
  }

  private error(headers: Record<string, string | undefined>, body: string): void {
    this.write(encodeFrame('ERROR', { ...headers, 'content-type': 'text/plain;charset=utf-8' }, body));
    this.close('end');
  }

  private write(text: string): void {
    if (this.state === 'closed') return;
    this.link.send(text);
    this.armSend();
  }

  /** Heart-beats go out only when nothing else did for the negotiated interval. */
  private armSend(): void {
    clearTimeout(this.sendTimer);
    if (this.state === 'connected' && this.heartbeat.send > 0) {
      this.sendTimer = setTimeout(() => this.write(HEARTBEAT), this.heartbeat.send);
    }
  }

  /** A client silent for twice its promised interval is gone (the spec allows for late beats). */
  private armReceive(): void {
    clearTimeout(this.receiveTimer);
    if (this.heartbeat.receive > 0) {
      this.receiveTimer = setTimeout(() => {
        this.port.logger.info({ session: this.id }, 'STOMP client silent; dropped');
        this.close('terminate');
      }, 2 * this.heartbeat.receive);
    }
  }
}

function required(frame: StompFrame, name: string): string {
  const value = frame.headers.get(name);
  if (value === undefined || value === '') throw new StompFrameError(`${frame.command} needs a ${name} header`);
  return value;
}
