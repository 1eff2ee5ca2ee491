import { describe, expect, it } from 'vitest';
import { encodeFrame, escapeHeader, FrameDecoder, StompFrameError, unescapeHeader, type StompFrame } from './frame.js';

const limits = { maxHeaderBytes: 256, maxBodyBytes: 64 };
const bytes = (text: string) => Buffer.from(text, 'utf8');
const decode = (...chunks: (string | Buffer)[]): StompFrame[] => {
  const decoder = new FrameDecoder(limits);
  return chunks.flatMap((chunk) => decoder.push(typeof chunk === 'string' ? bytes(chunk) : chunk));
};
const plain = (frame: StompFrame) => ({
  command: frame.command,
  headers: Object.fromEntries(frame.headers),
  body: frame.body.toString('utf8'),
});

describe('FrameDecoder', () => {
  it('reads a command, its headers and a NULL-terminated body', () => {
    const [frame] = decode('SEND\ndestination:/pub/chat/message\nreceipt:7\n\n{"a":1}\0');
    expect(plain(frame!)).toEqual({
      command: 'SEND',
      headers: { destination: '/pub/chat/message', receipt: '7' },
      body: '{"a":1}',
    });
  });

  it('reads several frames from one chunk, with heart-beat EOLs before, between and after them', () => {
    const frames = decode('\n\r\nSUBSCRIBE\nid:0\ndestination:/a\n\n\0\n\nSEND\ndestination:/b\n\nhi\0\r\n');
    expect(frames.map(plain)).toEqual([
      { command: 'SUBSCRIBE', headers: { id: '0', destination: '/a' }, body: '' },
      { command: 'SEND', headers: { destination: '/b' }, body: 'hi' },
    ]);
  });

  it('waits for the rest of a frame that arrives one byte at a time, even inside a Korean character', () => {
    const whole = bytes('SEND\r\ndestination:/b\r\ncontent-length:6\r\n\r\n안녕\0');
    const decoder = new FrameDecoder(limits);
    const frames: StompFrame[] = [];
    for (let i = 0; i < whole.length; i += 1) {
      frames.push(...decoder.push(whole.subarray(i, i + 1)));
      if (i < whole.length - 1) expect(frames).toEqual([]);
    }
    expect(frames.map(plain)).toEqual([
      { command: 'SEND', headers: { destination: '/b', 'content-length': '6' }, body: '안녕' },
    ]);
  });

  it('unescapes header names and values, but keeps CONNECT headers as they are', () => {
    const [send, connect] = decode('SEND\na\\cb:x\\ny\\\\z\\r\n\n\0', 'CONNECT\npasscode:a:b\\c\n\n\0');
    expect(Object.fromEntries(send!.headers)).toEqual({ 'a:b': 'x\ny\\z\r' });
    expect(Object.fromEntries(connect!.headers)).toEqual({ passcode: 'a:b\\c' });
  });

  it('keeps the first of repeated headers', () => {
    const [frame] = decode('SEND\ndestination:/first\ndestination:/second\n\n\0');
    expect(frame!.headers.get('destination')).toBe('/first');
  });

  it('takes content-length bytes as the body, NULs included', () => {
    const [frame] = decode('SEND\ncontent-length:3\n\na\0b\0');
    expect([...frame!.body]).toEqual([0x61, 0, 0x62]);
  });

  it.each([
    ['an undefined escape', 'SEND\ndestination:a\\tb\n\n\0', /escape/],
    ['a trailing backslash', 'SEND\ndestination:ab\\\n\n\0', /escape/],
    ['a header line without a colon', 'SEND\ndestination\n\n\0', /header/],
    ['a header with no name', 'SEND\n:x\n\n\0', /header/],
    ['a lower-case command', 'send\n\n\0', /command/],
    ['a stray CR before the command', '\rSEND\n\n\0', /command/],
    ['a malformed content-length', 'SEND\ncontent-length:-1\n\n\0', /content-length/],
    ['a content-length that overshoots the NUL', 'SEND\ncontent-length:1\n\nab\0', /NULL/],
    ['a declared body over the limit', `SEND\ncontent-length:65\n\n`, /body over 64/],
    ['a body over the limit', `SEND\n\n${'x'.repeat(65)}\0`, /body over 64/],
    ['an unterminated body already over the limit', `SEND\n\n${'x'.repeat(65)}`, /body over 64/],
    ['headers over the limit', `SEND\nx:${'y'.repeat(300)}\n\n\0`, /headers over 256/],
    ['an unterminated header already over the limit', `SEND\nx:${'y'.repeat(300)}`, /headers over 256/],
  ])('refuses %s', (_name, text, message) => {
    expect(() => decode(text)).toThrow(StompFrameError);
    expect(() => decode(text)).toThrow(message);
  });
});

describe('encodeFrame', () => {
  it('escapes headers, counts the body in bytes and ends with NUL', () => {
    const text = encodeFrame('MESSAGE', { 'a:b': 'x\ny\\z\r', skipped: undefined }, '안녕');
    expect(text).toBe('MESSAGE\na\\cb:x\\ny\\\\z\\r\ncontent-length:6\n\n안녕\0');
  });

  it('leaves CONNECTED headers unescaped and a frame without a body without content-length', () => {
    expect(encodeFrame('CONNECTED', { version: '1.2', 'heart-beat': '4000,4000' })).toBe(
      'CONNECTED\nversion:1.2\nheart-beat:4000,4000\n\n\0',
    );
  });

  it('writes what the decoder reads back', () => {
    const message = '서버:오류\\입니다\n다시';
    const [frame] = decode(encodeFrame('ERROR', { message }, '{"detail":"\\u0000"}'));
    expect(plain(frame!)).toEqual({
      command: 'ERROR',
      headers: { message, 'content-length': '19' },
      body: '{"detail":"\\u0000"}',
    });
  });
});

describe('header escaping', () => {
  it('round-trips every escaped character', () => {
    const text = 'a\\b:c\rd\ne';
    expect(escapeHeader(text)).toBe('a\\\\b\\cc\\rd\\ne');
    expect(unescapeHeader(escapeHeader(text))).toBe(text);
  });
});
