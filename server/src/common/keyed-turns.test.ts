import { describe, expect, it } from 'vitest';
import { KeyedTurns } from './keyed-turns.js';

const tick = () => new Promise((r) => setTimeout(r, 5));

describe('keyed turns', () => {
  it('runs work on one key one at a time, first come first served, and tells who waited', async () => {
    const turns = new KeyedTurns();
    const log: string[] = [];
    const work = (name: string) =>
      turns.take([7], async (waited) => {
        log.push(`${name} in${waited ? ' after waiting' : ''}`);
        await tick();
        log.push(`${name} out`);
      });
    await Promise.all([work('a'), work('b'), work('c')]);
    expect(log).toEqual(['a in', 'a out', 'b in after waiting', 'b out', 'c in after waiting', 'c out']);
  });

  it('lets different keys run at once and overlapping sets never wait on each other forever', async () => {
    const turns = new KeyedTurns();
    let running = 0;
    let most = 0;
    const work = (keys: number[]) =>
      turns.take(keys, async () => {
        most = Math.max(most, ++running);
        await tick();
        running--;
      });
    await Promise.all([work([1]), work([2])]);
    expect(most).toBe(2);
    await Promise.all([work([1, 2]), work([2, 1]), work([2]), work([1, 2, 2])]);
  });

  it('gives the turn on when the work fails', async () => {
    const turns = new KeyedTurns();
    await expect(turns.take([3], () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await turns.take([3], async (waited) => waited)).toBe(false);
  });
});
