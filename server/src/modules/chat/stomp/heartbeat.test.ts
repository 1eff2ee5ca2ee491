import { describe, expect, it } from 'vitest';
import { StompFrameError } from './frame.js';
import { heartbeatHeader, MAX_HEARTBEAT_MS, negotiateHeartbeat, SERVER_HEARTBEAT } from './heartbeat.js';

describe('negotiateHeartbeat', () => {
  it('announces 4000 ms each way, as the spec says', () => {
    expect(heartbeatHeader(SERVER_HEARTBEAT)).toBe('4000,4000');
  });

  it.each([
    ['10000,10000', { send: 10000, receive: 10000 }],
    ['1000,1000', { send: 4000, receive: 4000 }],
    ['1000,6000', { send: 6000, receive: 4000 }],
    ['7000,0', { send: 0, receive: 7000 }],
    ['0,500', { send: 4000, receive: 0 }],
    ['0,0', { send: 0, receive: 0 }],
    [' 5000 , 3000 ', { send: 4000, receive: 5000 }],
  ])('meets a client offering %s at the larger interval, and not at all where either side says 0', (header, want) => {
    expect(negotiateHeartbeat(header, SERVER_HEARTBEAT)).toEqual(want);
  });

  it('turns heart-beats off for a client that does not mention them', () => {
    expect(negotiateHeartbeat(undefined, SERVER_HEARTBEAT)).toEqual({ send: 0, receive: 0 });
  });

  it('turns a direction off where the server offers 0', () => {
    expect(negotiateHeartbeat('1000,1000', { send: 0, receive: 4000 })).toEqual({ send: 0, receive: 4000 });
  });

  it.each(['', '1000', '1000,', 'a,b', '-1,1000', '1000;1000', `${MAX_HEARTBEAT_MS + 1},0`])(
    'refuses the header %j',
    (header) => {
      expect(() => negotiateHeartbeat(header, SERVER_HEARTBEAT)).toThrow(StompFrameError);
    },
  );
});
