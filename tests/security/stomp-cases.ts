import { pick, type Rng } from './prng.js';
import { BAD_TOKENS, type Identity, type Seeded } from './seed.js';
import type { Received, SocketCase } from './socket-runner.js';
import { BAD_STRINGS, NOT_INTS, NOT_STRINGS, ODD_INTS } from './values.js';

/** Raw frame text: headers as written (duplicates and odd bytes kept), then the body and the NUL. */
const frame = (command: string, headers: [string, string][] = [], body = '') =>
  `${command}\n${headers.map(([k, v]) => `${k}:${v}`).join('\n')}${headers.length ? '\n' : ''}\n${body}\0`;

const SEND_TO = '/pub/chat/message';
const room = (memberNo: number | string) => `/sub/chat/room/1_${memberNo}`;

const commandOf = (text: string) => text.replace(/^[\r\n]+/, '').split(/\r?\n/, 1)[0];
const got = (r: Received, command: string) => r.texts.some((t) => commandOf(t) === command);

/** A RECEIPT (not an ERROR, which also names the receipt of the frame it refuses) for `receipt`. */
const receipted = (r: Received, receipt: string) =>
  r.texts.some((t) => commandOf(t) === 'RECEIPT' && t.includes(`receipt-id:${receipt}\n`));

/** An ERROR frame, or a close the WebSocket layer makes (bad UTF-8, message too large): either answers. */
const refusedOrClosed = (r: Received) => got(r, 'ERROR') || r.closeCode !== undefined;

/** A hostile frame that gets a RECEIPT, or a bad CONNECT that gets CONNECTED, was accepted. */
const accepted = (command: 'RECEIPT' | 'CONNECTED') => (r: Received) =>
  got(r, command) ? [`accepted: ${command} to a hostile frame`] : [];

class StompCases {
  readonly out: SocketCase[] = [];
  constructor(
    private readonly rng: Rng,
    private readonly s: Seeded,
  ) {}

  connect(who: Identity, heartbeat = '0,0'): string {
    const auth = this.s.auth[who];
    return frame('CONNECT', [
      ['accept-version', '1.2'],
      ['heart-beat', heartbeat],
      ...(auth ? [['Authorization', auth] as [string, string]] : []),
    ]);
  }

  /** `messages` must end in a frame the server refuses with an ERROR (hostile frames carry a receipt). */
  add(
    target: string,
    label: string,
    messages: SocketCase['messages'],
    mark: 'RECEIPT' | 'CONNECTED' = 'RECEIPT',
  ): void {
    this.out.push({
      target,
      label,
      path: '/ws',
      protocols: ['v12.stomp'],
      messages,
      // The accepting frame is an answer too, so a hole fails at once instead of at the timeout.
      answered: (r) => refusedOrClosed(r) || got(r, mark),
      check: accepted(mark),
    });
  }

  framing(): void {
    const t = 'STOMP frames';
    const receipt: [string, string] = ['receipt', 'r'];
    for (const command of ['SEND', 'SUBSCRIBE', 'UNSUBSCRIBE', 'DISCONNECT', 'ACK', 'BEGIN', 'FOO'])
      this.add(t, `${command} before CONNECT`, [
        frame(command, [['destination', room(this.s.memberNo)], ['id', '0'], receipt]),
      ]);
    const after = (label: string, text: string | Buffer) => this.add(t, label, [this.connect('member'), text]);
    after('lower-case command', 'send\ndestination:/pub/chat/message\nreceipt:r\n\n{}\0');
    after('CR before the command', '\rSUBSCRIBE\nid:0\nreceipt:r\n\n\0');
    after('NUL inside the command', 'SUB\0SCRIBE\nid:0\nreceipt:r\n\n\0');
    after('header without a colon', frame('SUBSCRIBE', [['id', '0'], receipt]).replace('id:0', 'id'));
    after('header without a name', frame('SUBSCRIBE', [['', 'x'], receipt]));
    after('undefined escape', frame('SUBSCRIBE', [['id', 'a\\tb'], ['destination', room(this.s.memberNo)], receipt]));
    after('trailing backslash', frame('SUBSCRIBE', [['id', 'a\\'], receipt]));
    after(
      'NUL in a header value',
      frame('SUBSCRIBE', [['id', '0'], ['destination', `${room(this.s.memberNo)}\0x`], receipt]),
    );
    for (const length of ['-1', 'abc', '99999999999', '1e3', '0x10'])
      after(
        `content-length ${length}`,
        frame('SEND', [['destination', SEND_TO], ['content-length', length], receipt], '{}'),
      );
    after(
      'content-length past the NUL',
      frame('SEND', [['destination', SEND_TO], ['content-length', '1'], receipt], 'ab'),
    );
    after(
      'NULs inside a counted body',
      frame('SEND', [['destination', SEND_TO], ['content-length', '5'], receipt], 'a\0b\0c'),
    );
    after('body over 16 KB', frame('SEND', [['destination', SEND_TO], receipt], 'x'.repeat(17 * 1024)));
    after('body over 16 KB, never ended', `SEND\ndestination:${SEND_TO}\n\n${'x'.repeat(17 * 1024)}`);
    after('headers over 8 KB', frame('SUBSCRIBE', [['id', '0'], ['x', 'y'.repeat(9 * 1024)], receipt]));
    after(
      '1 000 header lines',
      frame('SUBSCRIBE', [...Array.from({ length: 1_000 }, (_, i): [string, string] => [`h${i}`, 'v']), receipt]),
    );
    after('message over 64 KB', frame('SEND', [['destination', SEND_TO]], 'x'.repeat(70 * 1024)));
    after('40 bad frames at once', frame('SUBSCRIBE', [['id', '0'], receipt]).repeat(40));
    after('unsupported command', frame('ACK', [['id', '0'], receipt]));
    after('transaction', frame('BEGIN', [['transaction', 't'], receipt]));
    after(
      'SUBSCRIBE with a body',
      frame('SUBSCRIBE', [['id', '0'], ['destination', room(this.s.memberNo)], receipt], 'x'),
    );
    after('bytes not UTF-8 in a binary frame', Buffer.from([0x53, 0x45, 0x4e, 0x44, 0xff, 0x0a, 0x0a, 0x00]));
    this.add(t, 'text frame not UTF-8', [
      this.connect('member'),
      { text: Buffer.from([0x53, 0xc3, 0x28, 0x0a, 0x0a, 0x00]) },
    ]);
  }

  connects(): void {
    const t = 'STOMP CONNECT';
    const member = this.s.auth.member!;
    const connect = (label: string, headers: [string, string][], body = '') =>
      this.add(t, label, [frame('CONNECT', headers, body)], 'CONNECTED');
    const version: [string, string] = ['accept-version', '1.2'];
    for (const bad of [undefined, ...BAD_TOKENS]) {
      const auth = bad ? this.s.auth[bad] : undefined;
      connect(`token ${bad ?? 'none'}`, [version, ...(auth ? [['Authorization', auth] as [string, string]] : [])]);
    }
    connect('bad token first, good second', [
      version,
      ['Authorization', this.s.auth.forged!],
      ['Authorization', member],
    ]);
    connect('empty Bearer', [version, ['Authorization', 'Bearer']]);
    connect('lower-case header, forged', [version, ['authorization', this.s.auth.forged!]]);
    for (const v of ['', '1.0', '1.1,1.0', '1.2x', 'x'.repeat(5_000)])
      connect(`accept-version ${v.slice(0, 10)}`, [
        ['accept-version', v],
        ['Authorization', member],
      ]);
    connect('no accept-version', [['Authorization', member]]);
    for (const hb of ['abc', '-1,0', '1,2,3', '99999999999,0', '4000000,0', ',', '', '1.5,2'])
      connect(`heart-beat ${hb}`, [version, ['heart-beat', hb], ['Authorization', member]]);
    connect('CONNECT with a body', [version, ['Authorization', member]], 'x');
    this.add(t, 'CONNECT twice', [
      this.connect('member'),
      `${this.connect('member')}`.replace('\n\n', '\nreceipt:r\n\n'),
    ]);
    this.add(t, 'STOMP with a forged token', [this.connect('forged').replace('CONNECT', 'STOMP')], 'CONNECTED');
  }

  subscriptions(): void {
    const t = 'STOMP SUBSCRIBE';
    const sub = (id: string, destination: string, extra: [string, string][] = []) =>
      frame('SUBSCRIBE', [['id', id], ['destination', destination], ['receipt', `r-${id}`], ...extra]);
    const own = room(this.s.memberNo);
    const destinations = [
      room(this.s.otherMemberNo),
      room(this.s.adminNo),
      '',
      room(0),
      room(-1),
      room('99999999999999999999'),
      `/sub/chat/room/2_${this.s.memberNo}`,
      `${own}/../1_${this.s.otherMemberNo}`,
      `/sub/chat/room/1_${this.s.otherMemberNo}%00`,
      '/topic/../sub/chat/room/1_1',
      'x'.repeat(7_000),
    ];
    for (const destination of destinations)
      this.add(t, `destination ${destination.slice(0, 40)}`, [this.connect('member'), sub('0', destination)]);
    this.add(t, 'no id', [
      this.connect('member'),
      frame('SUBSCRIBE', [
        ['destination', own],
        ['receipt', 'r'],
      ]),
    ]);
    this.add(t, 'no destination', [
      this.connect('member'),
      frame('SUBSCRIBE', [
        ['id', '0'],
        ['receipt', 'r'],
      ]),
    ]);
    this.add(t, 'ack client', [this.connect('member'), sub('0', own, [['ack', 'client']])]);
    // The first, valid subscription is answered by its RECEIPT; only the second must be refused.
    this.out.push({
      target: t,
      label: 'duplicate id',
      path: '/ws',
      protocols: ['v12.stomp'],
      messages: [this.connect('member'), sub('0', own), sub('0', own).replace('r-0', 'r-dup')],
      answered: refusedOrClosed,
      check: (r) => (receipted(r, 'r-dup') ? ['accepted: a duplicate subscription id'] : []),
    });
    const many = Array.from({ length: 201 }, (_, i) => sub(String(i), own)).join('');
    this.out.push({
      target: t,
      label: '201 subscriptions on one connection',
      path: '/ws',
      protocols: ['v12.stomp'],
      messages: [this.connect('member'), many],
      answered: refusedOrClosed,
      check: (r) => (receipted(r, 'r-200') ? ['accepted: a 201st subscription'] : []),
    });
    this.add(t, 'UNSUBSCRIBE without id', [this.connect('member'), frame('UNSUBSCRIBE', [['receipt', 'r']])]);
  }

  sends(): void {
    const t = 'STOMP SEND /pub/chat/message';
    // A message as the original client writes it, to the member's own room: only the broken field refuses it.
    const draft = { chatNo: this.s.chatNo, userNo: this.s.memberNo, content: '안녕하세요', sendAdmin: false };
    const send = (label: string, body: string, headers: [string, string][] = [['destination', SEND_TO]]) =>
      this.add(t, label, [
        this.connect(pick(this.rng, ['member', 'admin'] as const)),
        frame('SEND', [...headers, ['receipt', 'r']], body),
      ]);
    for (const text of ['', '{', '[]', 'null', '"text"', '123', '{"chatNo":1,}', '\ufeff{}'])
      send(`body ${JSON.stringify(text).slice(0, 12)}`, text);
    const broken: [string, unknown[]][] = [
      ['chatNo', [...NOT_INTS, ...ODD_INTS, this.s.foreignChatNo]],
      ['userNo', [...NOT_INTS, ...ODD_INTS, this.s.otherMemberNo]],
      ['content', [...BAD_STRINGS, ...NOT_STRINGS, '', '   ', 'x'.repeat(1_001)]],
      ['sendAdmin', ['true', 1, {}]],
    ];
    for (const [key, values] of broken) {
      for (let i = 0; i < 6; i++) {
        const value = pick(this.rng, values);
        // Bodies over 16 KB are refused by the frame limit; those are in framing().
        const body = JSON.stringify({ ...draft, [key]: value }).slice(0, 16 * 1024 + 1);
        send(`${key}=${JSON.stringify(value)?.slice(0, 20)}`, body);
      }
    }
    send('unknown key', JSON.stringify({ ...draft, orderNo: 1, role: 'ADMIN' }));
    send(
      'raw __proto__ key',
      `{"__proto__":{"content":"x"},${JSON.stringify(draft).slice(1)}`.replace('"안녕하세요"', '1'),
    );
    send('duplicate key', `${JSON.stringify(draft).slice(0, -1)},"content":""}`);
    send('no destination', JSON.stringify({ ...draft, content: '' }), []);
    for (const destination of ['/pub/chat/other', room(this.s.memberNo), `${SEND_TO}/../x`])
      send(`destination ${destination}`, JSON.stringify({ ...draft, content: '' }), [['destination', destination]]);
    send('in a transaction', JSON.stringify({ ...draft, content: '' }), [
      ['destination', SEND_TO],
      ['transaction', 't'],
    ]);
  }
}

/** Hostile frames on the STOMP endpoint /ws: framing, CONNECT, SUBSCRIBE and SEND, seeded and bounded. */
export function stompCases(rng: Rng, seeded: Seeded): SocketCase[] {
  const cases = new StompCases(rng, seeded);
  cases.framing();
  cases.connects();
  cases.subscriptions();
  cases.sends();
  return cases.out;
}
