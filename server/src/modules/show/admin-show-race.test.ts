import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '../../common/enums.js';
import { MSG } from '../../common/messages.js';
import { makeShows } from '../../test/fixtures.js';
import { startTestApp, type TestApp } from '../../test/harness.js';

/**
 * Two admins add the same character to one show at once. Additions to a show lock the show first
 * (admin-show.service.ts), so the duplicate check holds: one character is added, the rest are refused.
 */
let t: TestApp;
let admins: string[];
beforeAll(async () => {
  t = await startTestApp();
  admins = [(await t.member({ role: Role.ADMIN })).token, (await t.member({ role: Role.ADMIN })).token];
});
afterAll(() => t?.close());

const ADD = `mutation ($showNo: Int!, $actor: String!, $character: String!) {
  addCharacter(showNo: $showNo, actor: $actor, character: $character) { no }
}`;

describe('two admins adding one character at once', () => {
  it('adds it once and refuses the others as taken', async () => {
    const [show] = await makeShows(t.em(), 1, { characters: 0, styles: 0, items: 0 });
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        t.gql(ADD, { showNo: show!.no, actor: '김수현', character: '백현우' }, admins[i % 2]),
      ),
    );
    expect(answers.filter((a) => !a.errors)).toHaveLength(1);
    expect(answers.filter((a) => a.errors).map((a) => a.errors![0]!.message)).toEqual(
      Array.from({ length: 11 }, () => MSG.adminFashion.characterTaken),
    );
    const rows = await t
      .em()
      .getConnection()
      .execute('select actor_name, name from character where show_no = ?', [show!.no]);
    expect(rows).toEqual([{ actor_name: '김수현', name: '백현우 역' }]);
  });
});
