/**
 * STOMP 1.2 frames (stomp.github.io/stomp-specification-1.2.html) read from a byte stream and written as text.
 * No sockets and no timers here: the session feeds bytes in and sends the text out.
 */

export interface StompFrame {
  command: string;
  /** The first occurrence of a repeated header wins, as STOMP 1.2 says. */
  headers: ReadonlyMap<string, string>;
  body: Buffer;
}

/** Bytes that are not STOMP 1.2: the connection cannot go on, as the stream's frame boundaries are lost. */
export class StompFrameError extends Error {}

export interface FrameLimits {
  /** The command line and the headers with their EOLs. */
  maxHeaderBytes: number;
  maxBodyBytes: number;
}

/** A heart-beat: one EOL between frames. */
export const HEARTBEAT = '\n';

const NUL = 0x00;
const LF = 0x0a;
const CR = 0x0d;

/** CONNECT and CONNECTED headers are never escaped, so that 1.0 peers' colons and backslashes pass as they are. */
const RAW_HEADER_COMMANDS = new Set(['CONNECT', 'CONNECTED']);

const UNESCAPED = new Map([
  ['r', '\r'],
  ['n', '\n'],
  ['c', ':'],
  ['\\', '\\'],
]);
const ESCAPED = new Map([...UNESCAPED].map(([code, char]) => [char, `\\${code}`]));

/** Any other backslash sequence (or a trailing backslash) is a fatal protocol error in STOMP 1.2. */
export function unescapeHeader(text: string): string {
  return text.replace(/\\([\s\S]?)/g, (_all, code: string) => {
    const char = UNESCAPED.get(code);
    if (char === undefined) throw new StompFrameError(`undefined escape sequence \\${code}`);
    return char;
  });
}

export const escapeHeader = (text: string): string => text.replace(/[\\\r\n:]/g, (char) => ESCAPED.get(char)!);

/**
 * Writes one frame. A body always travels with its content-length, so a reader never has to look for the NULL.
 * Undefined header values are left out.
 */
export function encodeFrame(command: string, headers: Readonly<Record<string, string | undefined>>, body = ''): string {
  const raw = RAW_HEADER_COMMANDS.has(command);
  const lines = [command];
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined) continue;
    lines.push(raw ? `${name}:${value}` : `${escapeHeader(name)}:${escapeHeader(value)}`);
  }
  if (body !== '') lines.push(`content-length:${Buffer.byteLength(body)}`);
  return `${lines.join('\n')}\n\n${body}\0`;
}

interface Head {
  command: string;
  headers: Map<string, string>;
  bodyStart: number;
}

/**
 * Turns a byte stream into frames: a frame may come split over several chunks and one chunk may hold several
 * frames. Heart-beat EOLs between frames are skipped.
 */
export class FrameDecoder {
  private buffer: Buffer = Buffer.alloc(0);

  constructor(private readonly limits: FrameLimits) {}

  /** Takes the next chunk; returns the frames it completed. Throws StompFrameError on bytes that are not STOMP. */
  push(chunk: Buffer): StompFrame[] {
    this.buffer = this.buffer.length === 0 ? chunk : Buffer.concat([this.buffer, chunk]);
    const frames: StompFrame[] = [];
    for (;;) {
      this.skipHeartbeats();
      const frame = this.nextFrame();
      if (!frame) return frames;
      frames.push(frame);
    }
  }

  private skipHeartbeats(): void {
    let start = 0;
    while (start < this.buffer.length) {
      if (this.buffer[start] === LF) start += 1;
      else if (this.buffer[start] === CR && this.buffer[start + 1] === LF) start += 2;
      else break;
    }
    this.buffer = this.buffer.subarray(start);
  }

  private nextFrame(): StompFrame | null {
    const head = this.readHead();
    if (!head) return null;
    const { maxBodyBytes } = this.limits;
    const declared = head.headers.get('content-length');
    let bodyEnd: number;
    if (declared !== undefined) {
      if (!/^\d{1,9}$/.test(declared)) throw new StompFrameError('malformed content-length');
      const length = Number(declared);
      if (length > maxBodyBytes) throw new StompFrameError(`body over ${maxBodyBytes} bytes`);
      bodyEnd = head.bodyStart + length;
      if (this.buffer.length <= bodyEnd) return null;
      if (this.buffer[bodyEnd] !== NUL) throw new StompFrameError('no NULL after content-length bytes');
    } else {
      bodyEnd = this.buffer.indexOf(NUL, head.bodyStart);
      const bodyLength = (bodyEnd === -1 ? this.buffer.length : bodyEnd) - head.bodyStart;
      if (bodyLength > maxBodyBytes) throw new StompFrameError(`body over ${maxBodyBytes} bytes`);
      if (bodyEnd === -1) return null;
    }
    const body = Buffer.from(this.buffer.subarray(head.bodyStart, bodyEnd));
    this.buffer = this.buffer.subarray(bodyEnd + 1);
    return { command: head.command, headers: head.headers, body };
  }

  /** The command and headers, once the blank line that ends them has arrived. */
  private readHead(): Head | null {
    const lines: string[] = [];
    let start = 0;
    for (;;) {
      const lf = this.buffer.indexOf(LF, start);
      if (lf === -1 ? this.buffer.length > this.limits.maxHeaderBytes : lf >= this.limits.maxHeaderBytes) {
        throw new StompFrameError(`headers over ${this.limits.maxHeaderBytes} bytes`);
      }
      if (lf === -1) return null;
      const end = lf > start && this.buffer[lf - 1] === CR ? lf - 1 : lf;
      const line = this.buffer.toString('utf8', start, end);
      start = lf + 1;
      if (line === '') break;
      lines.push(line);
    }
    const [command = '', ...headerLines] = lines;
    if (!/^[A-Z]+$/.test(command)) throw new StompFrameError('malformed command line');
    const raw = RAW_HEADER_COMMANDS.has(command);
    const headers = new Map<string, string>();
    for (const line of headerLines) {
      const colon = line.indexOf(':');
      if (colon <= 0) throw new StompFrameError('malformed header line');
      const name = raw ? line.slice(0, colon) : unescapeHeader(line.slice(0, colon));
      const value = raw ? line.slice(colon + 1) : unescapeHeader(line.slice(colon + 1));
      if (!headers.has(name)) headers.set(name, value);
    }
    return { command, headers, bodyStart: start };
  }
}
