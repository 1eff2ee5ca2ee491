import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../common/messages.js';
import { makeShows } from '../../test/fixtures.js';
import { startTestApp, type TestApp } from '../../test/harness.js';
import type { Show } from '../show/show.entity.js';

let t: TestApp;
let shows: Show[];
beforeAll(async () => {
  t = await startTestApp();
  shows = await makeShows(t.em(), 2, { characters: 4, styles: 1, items: 1 });
});
afterAll(() => t.close());

const characterOf = (s = 0, c = 0) => shows[s]!.characters.getItems()[c]!.no;
const SCRAP = 'mutation ($c: Int!) { scrapCharacter(characterNo: $c) { characterNo scrapped count } }';
const UNSCRAP = 'mutation ($c: Int!) { unscrapCharacter(characterNo: $c) { characterNo scrapped count } }';

describe('scraps', () => {
  it('toggles on and off; a double click or retry never makes two scraps or a negative count', async () => {
    const { token } = await t.member();
    const c = characterOf(0, 0);
    const twice = await Promise.all([
      t.gql(SCRAP, { c }, token),
      t.gql(SCRAP, { c }, token),
      t.gql(SCRAP, { c }, token),
    ]);
    expect(twice.map((r) => r.errors)).toEqual([undefined, undefined, undefined]);
    const state = await t.gql<{ scrapState: { scrapped: boolean; count: number } }>(
      'query ($c: Int!) { scrapState(characterNo: $c) { scrapped count } }',
      { c },
      token,
    );
    expect(state.data!.scrapState).toEqual({ scrapped: true, count: 1 });
    await Promise.all([t.gql(UNSCRAP, { c }, token), t.gql(UNSCRAP, { c }, token)]);
    const off = await t.gql<{ unscrapCharacter: { scrapped: boolean; count: number } }>(UNSCRAP, { c }, token);
    expect(off.data!.unscrapCharacter).toEqual({ characterNo: c, scrapped: false, count: 0 });
  });

  it('needs a signed-in member and an existing character', async () => {
    const guest = await t.gql(SCRAP, { c: characterOf() });
    expect(guest.errors?.[0]).toMatchObject({
      message: MSG.auth.loginRequired,
      extensions: { code: 'UNAUTHENTICATED' },
    });
    const { token } = await t.member();
    const missing = await t.gql(SCRAP, { c: 999999 }, token);
    expect(missing.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it("batches scrap counts and the caller's flags on the show detail", async () => {
    const a = await t.member();
    const b = await t.member();
    await t.gql(SCRAP, { c: characterOf(1, 0) }, a.token);
    await t.gql(SCRAP, { c: characterOf(1, 0) }, b.token);
    await t.gql(SCRAP, { c: characterOf(1, 2) }, a.token);
    const q = 'query ($no: Int!) { show(no: $no) { characters { no scrapCount scrappedByMe } } }';
    const res = await t.gql<{ show: { characters: { scrapCount: number; scrappedByMe: boolean }[] } }>(
      q,
      { no: shows[1]!.no },
      a.token,
    );
    expect(res.errors).toBeUndefined();
    expect(res.data!.show.characters.map((c) => [c.scrapCount, c.scrappedByMe])).toEqual([
      [2, true],
      [0, false],
      [1, true],
      [0, false],
    ]);
    // viewer + show + characters + counts + flags, whatever the number of characters
    expect(res.statements).toBe(5);
    const guest = await t.gql<{ show: { characters: { scrappedByMe: boolean }[] } }>(q, { no: shows[1]!.no });
    expect(guest.data!.show.characters.every((c) => !c.scrappedByMe)).toBe(true);
  });
});

describe('scrap shims', () => {
  it('POST, GET count and like, DELETE for the caller', async () => {
    const { user, token } = await t.member();
    const c = characterOf(0, 3);
    const post = await t.rest('POST', '/api/main/scrap', { body: { characterNo: c, userNo: user.no }, token });
    expect(post).toMatchObject({ status: 200, body: { result: true } });
    expect((await t.rest('GET', `/api/main/scrap/count/${c}`)).body).toEqual({ likesCount: 1 });
    expect((await t.rest('GET', `/api/main/like/${c}/${user.no}`, { token })).body).toBe(true);
    const del = await t.rest('DELETE', `/api/main/scrap/${c}/${user.no}`, { token });
    expect(del).toMatchObject({ status: 200, body: { result: true } });
    expect((await t.rest('GET', `/api/main/like/${c}/${user.no}`, { token })).body).toBe(false);
    expect((await t.rest('GET', `/api/main/scrap/count/${c}`)).body).toEqual({ likesCount: 0 });
  });

  it("refuses another member's number (403) and a guest (401)", async () => {
    const { user: victim } = await t.member();
    const { token } = await t.member();
    const c = characterOf(0, 1);
    expect(
      (await t.rest('POST', '/api/main/scrap', { body: { characterNo: c, userNo: victim.no }, token })).status,
    ).toBe(403);
    expect((await t.rest('DELETE', `/api/main/scrap/${c}/${victim.no}`, { token })).status).toBe(403);
    expect((await t.rest('GET', `/api/main/like/${c}/${victim.no}`, { token })).status).toBe(403);
    expect((await t.rest('POST', '/api/main/scrap', { body: { characterNo: c, userNo: victim.no } })).status).toBe(401);
    expect(
      (await t.rest('POST', '/api/main/scrap', { body: { characterNo: 'x', userNo: victim.no }, token })).status,
    ).toBe(400);
    expect((await t.rest('GET', '/api/main/scrap/count/999999')).status).toBe(404);
    expect(await t.em().count('Scrap', { user: victim.no })).toBe(0);
  });
});

describe('my scraps page', () => {
  it('lists the caller’s scraps newest first, 5 a page, with the show to link to', async () => {
    const { user, token } = await t.member();
    for (let c = 0; c < 4; c++) await t.gql(SCRAP, { c: characterOf(0, c) }, token);
    for (let c = 0; c < 2; c++) await t.gql(SCRAP, { c: characterOf(1, c) }, token);
    const gql = await t.gql<{
      myScraps: { totalPages: number; content: { character: { no: number; show: { no: number } } }[] };
    }>(
      'query { myScraps(page: 0, size: 5) { totalPages content { no character { no name show { no title } } } } }',
      {},
      token,
    );
    expect(gql.data!.myScraps.totalPages).toBe(2);
    expect(gql.data!.myScraps.content[0]!.character).toMatchObject({
      no: characterOf(1, 1),
      show: { no: shows[1]!.no },
    });
    const rest = await t.rest('GET', `/api/myScrapPage/${user.no}?page=1&size=5`, { token });
    expect(rest.body).toMatchObject({
      totalPages: 2,
      number: 1,
      content: [{ characterNo: characterOf(0, 0), showNo: shows[0]!.no, name: expect.any(String) }],
    });
    const other = await t.member();
    expect((await t.rest('GET', `/api/myScrapPage/${user.no}`, { token: other.token })).status).toBe(403);
    expect((await t.gql('query { myScraps { totalPages } }')).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
