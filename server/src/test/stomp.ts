import { Client, type IFrame, type IMessage, type IStompSocket, type StompHeaders } from '@stomp/stompjs';
import WebSocket from 'ws';
import { FrameDecoder } from '../modules/chat/stomp/frame.js';

/** Clients for the /ws endpoint in tests: a real STOMP client, and a raw socket for what no client would send. */

const wsUrl = (baseUrl: string) => baseUrl.replace('http', 'ws') + '/ws';

export interface StompTestClient {
  client: Client;
  /** The CONNECTED frame, or null when the server refused (see `errors`) or the socket closed first. */
  connected: Promise<IFrame | null>;
  errors: IFrame[];
  closed(): boolean;
  /**
   * Subscribes and collects what arrives. `answer` is the RECEIPT (the subscription is in place), the ERROR, or null
   * when the socket closed.
   */
  listen(destination: string): Promise<{ answer: IFrame | null; messages: IMessage[] }>;
  /** Publishes; resolves with the RECEIPT (sent once the server stored the message), the ERROR, or null. */
  publish(destination: string, body: unknown): Promise<IFrame | null>;
}

let receipts = 0;

export function stompClient(
  baseUrl: string,
  connectHeaders: StompHeaders,
  heartbeat = { incoming: 0, outgoing: 0 },
): StompTestClient {
  const errors: IFrame[] = [];
  let closed = false;
  /** Frames waiting for their receipt; an ERROR or the close answers them all. */
  const waiting = new Set<(frame: IFrame | null) => void>();
  const answerAll = (frame: IFrame | null) => {
    for (const answer of waiting) answer(frame);
    waiting.clear();
  };
  const withReceipt = (send: (receipt: string) => void) =>
    new Promise<IFrame | null>((resolve) => {
      const receipt = `r${(receipts += 1)}`;
      waiting.add(resolve);
      client.watchForReceipt(receipt, (frame) => {
        waiting.delete(resolve);
        resolve(frame);
      });
      send(receipt);
    });
  const client = new Client({
    webSocketFactory: () => new WebSocket(wsUrl(baseUrl), ['v12.stomp']) as unknown as IStompSocket,
    connectHeaders,
    heartbeatIncoming: heartbeat.incoming,
    heartbeatOutgoing: heartbeat.outgoing,
    reconnectDelay: 0,
    debug: () => {},
  });
  const connected = new Promise<IFrame | null>((resolve) => {
    client.onConnect = resolve;
    client.onStompError = (frame) => {
      errors.push(frame);
      answerAll(frame);
      resolve(null);
    };
    client.onWebSocketClose = () => {
      closed = true;
      answerAll(null);
      resolve(null);
    };
  });
  client.activate();
  return {
    client,
    connected,
    errors,
    closed: () => closed,
    async listen(destination) {
      const messages: IMessage[] = [];
      const answer = await withReceipt(
        (receipt) => void client.subscribe(destination, (m) => void messages.push(m), { receipt }),
      );
      return { answer, messages };
    },
    publish: (destination, body) =>
      withReceipt((receipt) => client.publish({ destination, body: JSON.stringify(body), headers: { receipt } })),
  };
}

export interface RawStomp {
  socket: WebSocket;
  send(text: string): void;
  /** Every frame the server sent so far, heart-beats left out. */
  frames(): { command: string; headers: Record<string, string>; body: string }[];
  closed: Promise<number>;
}

/** A bare WebSocket on /ws speaking whatever bytes the test writes. */
export async function rawStomp(baseUrl: string, protocols: string[] = ['v12.stomp']): Promise<RawStomp> {
  const socket = new WebSocket(wsUrl(baseUrl), protocols);
  const decoder = new FrameDecoder({ maxHeaderBytes: 1e6, maxBodyBytes: 1e6 });
  const received: ReturnType<RawStomp['frames']> = [];
  socket.on('message', (data: Buffer) => {
    for (const { command, headers, body } of decoder.push(data)) {
      received.push({ command, headers: Object.fromEntries(headers), body: body.toString('utf8') });
    }
  });
  const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
  await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
  return { socket, send: (text) => socket.send(text), frames: () => received, closed };
}
