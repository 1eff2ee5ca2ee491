import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '../../common/enums.js';
import { MSG } from '../../common/messages.js';
import { startFakeShowInfo, type FakeShowInfo } from '../../test/fake-show-info.js';
import { gqlFile, makeCharacter, makeShow } from '../../test/fashion.js';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { PNG } from '../../test/posts.js';
import { AuditEntry, AuditSubject } from '../audit/audit-entry.entity.js';
import { Character } from './character.entity.js';
import { Show } from './show.entity.js';

let t: TestApp;
let bare: TestApp;
let fake: FakeShowInfo;
let admin: string;
let member: string;

beforeAll(async () => {
  fake = await startFakeShowInfo();
  t = await startTestApp({ ...fake.env, SHOW_INFO_TIMEOUT_MS: '400' });
  // The same server without a source configured (no token).
  bare = await startTestApp({}, 0, t.database);
  admin = (await t.member({ role: Role.ADMIN })).token;
  member = (await t.member()).token;
});
afterAll(async () => {
  await bare?.close();
  await t?.close();
  await fake?.close();
});

const LIST = /* GraphQL */ `
  query ($page: Int, $size: Int, $term: String) {
    adminShows(page: $page, size: $size, term: $term) {
      content {
        no
        title
      }
      totalElements
      totalPages
      number
      size
    }
  }
`;
const AUTOCOMPLETE = 'query ($term: String!) { showAutocomplete(term: $term) { no title pic } }';
const FIND = /* GraphQL */ `
  query ($title: String!) {
    findShowInfo(title: $title) {
      title
      pic
      overview
      actors {
        actor
        character
        pic
      }
    }
  }
`;
const DETAIL = /* GraphQL */ `
  query ($no: Int!) {
    adminShow(no: $no) {
      no
      title
      pic
      characters {
        no
        actorName
        name
        pic
        styleCount
      }
    }
  }
`;
const ADD = 'mutation ($title: String!, $pic: String) { addShow(title: $title, pic: $pic) { no title pic } }';
const ADD_MANUALLY =
  'mutation ($title: String!, $file: Upload!) { addShowManually(title: $title, file: $file) { no title pic } }';
const ADD_CHARACTER = /* GraphQL */ `
  mutation ($showNo: Int!, $actor: String!, $character: String!, $pic: String) {
    addCharacter(showNo: $showNo, actor: $actor, character: $character, pic: $pic) {
      no
      actorName
      name
      pic
      show {
        no
      }
    }
  }
`;
const ADD_CHARACTER_MANUALLY = /* GraphQL */ `
  mutation ($showNo: Int!, $actorName: String!, $characterName: String!, $file: Upload!) {
    addCharacterManually(showNo: $showNo, actorName: $actorName, characterName: $characterName, file: $file) {
      no
      actorName
      name
      pic
    }
  }
`;

type ShowRow = { no: number; title: string; pic: string | null };
const codeOf = (res: { errors?: { extensions?: { code?: string } }[] }) => res.errors?.[0]?.extensions?.code;

describe('registered shows (admin-console §2 Show management)', () => {
  it('lists newest first, 6 a page, narrows by a term (초성 too) and refuses a size above 60', async () => {
    const em = t.em();
    const titles = [
      '목록 드라마 가',
      '목록 드라마 나',
      '목록 드라마 다',
      '목록 드라마 라',
      '목록 드라마 마',
      '목록 드라마 바',
      '목록 드라마 사',
    ];
    for (const title of titles) makeShow(em, title);
    await em.flush();
    const res = await t.gql<{ adminShows: { content: ShowRow[]; totalElements: number; size: number } }>(
      LIST,
      { term: '목록 드라마' },
      admin,
    );
    expect(res.errors).toBeUndefined();
    expect(res.data!.adminShows.size).toBe(6);
    expect(res.data!.adminShows.totalElements).toBe(7);
    expect(res.data!.adminShows.content.map((s) => s.title)).toEqual([...titles].reverse().slice(0, 6));
    const second = await t.gql<{ adminShows: { content: ShowRow[] } }>(LIST, { term: '목록 드라마', page: 1 }, admin);
    expect(second.data!.adminShows.content.map((s) => s.title)).toEqual(['목록 드라마 가']);
    const chosung = await t.gql<{ adminShows: { content: ShowRow[] } }>(LIST, { term: 'ㄷㄹㅁㅂ' }, admin);
    expect(chosung.data!.adminShows.content.map((s) => s.title)).toEqual(['목록 드라마 바']);
    // the viewer + the page + the count
    expect(res.statements).toBe(3);
    expect(codeOf(await t.gql(LIST, { size: 61 }, admin))).toBe('BAD_USER_INPUT');
    expect(codeOf(await t.gql(LIST, { page: -1 }, admin))).toBe('BAD_USER_INPUT');
  });

  it('completes up to 10 registered shows, best match first; a blank term reads nothing', async () => {
    const em = t.em();
    for (let i = 0; i < 12; i++) makeShow(em, `자동완성 시리즈 ${i}`);
    makeShow(em, '자동완성');
    await em.flush();
    const res = await t.gql<{ showAutocomplete: ShowRow[] }>(AUTOCOMPLETE, { term: '자동완성' }, admin);
    expect(res.data!.showAutocomplete).toHaveLength(10);
    expect(res.data!.showAutocomplete[0]!.title).toBe('자동완성');
    const blank = await t.gql<{ showAutocomplete: ShowRow[] }>(AUTOCOMPLETE, { term: '  ' }, admin);
    expect(blank.data!.showAutocomplete).toEqual([]);
    // only the viewer
    expect(blank.statements).toBe(1);
  });
});

describe('bad text', () => {
  it('refuses a NUL (which PostgreSQL cannot hold) or an over-long search term, and a NUL in a title', async () => {
    const cases: [string, Record<string, unknown>][] = [
      [LIST, { term: 'a\u0000b' }],
      [LIST, { term: 'x'.repeat(51) }],
      [AUTOCOMPLETE, { term: 'a\u0000b' }],
      [FIND, { title: 'a\u0000b' }],
      [ADD, { title: 'a\u0000b' }],
    ];
    for (const [query, variables] of cases)
      expect(codeOf(await t.gql(query, variables, admin)), JSON.stringify(variables)).toBe('BAD_USER_INPUT');
    expect(await t.em().count(Show, { title: 'ab' })).toBe(0);
  });
});

describe("'find info' and registering a found show", () => {
  it('finds the show, its poster and its actors in the source; null when it does not know the title', async () => {
    const res = await t.gql<{ findShowInfo: { title: string; pic: string; actors: { actor: string }[] } }>(
      FIND,
      { title: '선재 업고 튀어' },
      admin,
    );
    expect(res.errors).toBeUndefined();
    expect(res.data!.findShowInfo).toMatchObject({ title: '선재 업고 튀어', pic: fake.image('lovely-runner.png') });
    expect(res.data!.findShowInfo.actors.map((a) => a.actor)).toEqual(['변우석', '김혜윤']);
    expect((await t.gql(FIND, { title: '아무도 모르는 작품' }, admin)).data).toEqual({ findShowInfo: null });
    expect(codeOf(await t.gql(FIND, { title: ' ' }, admin))).toBe('BAD_USER_INPUT');
  });

  it('answers null without a configured source (the console then offers the manual add)', async () => {
    const before = fake.requests.length;
    expect((await bare.gql(FIND, { title: '눈물의 여왕' }, admin)).data).toEqual({ findShowInfo: null });
    expect(fake.requests.length).toBe(before);
  });

  it('answers 502 / 503 with a Korean message when the source fails or is down, never a 500', async () => {
    fake.setCondition('error');
    const failed = await t.gql(FIND, { title: '눈물의 여왕' }, admin);
    expect(failed.errors?.[0]).toMatchObject({
      message: MSG.adminFashion.providerError,
      extensions: { code: 'BAD_GATEWAY' },
    });
    fake.setCondition('hang');
    const down = await t.gql(FIND, { title: '눈물의 여왕' }, admin);
    expect(down.errors?.[0]).toMatchObject({
      message: MSG.adminFashion.providerDown,
      extensions: { code: 'SERVICE_UNAVAILABLE' },
    });
    fake.setCondition('up');
  });

  it('registers the found show: the server fetches the poster from the source into the uploads', async () => {
    const found = (await t.gql<{ findShowInfo: { title: string; pic: string } }>(FIND, { title: '눈물의 여왕' }, admin))
      .data!.findShowInfo;
    const res = await t.gql<{ addShow: ShowRow }>(ADD, { title: found.title, pic: found.pic }, admin);
    expect(res.errors).toBeUndefined();
    const show = res.data!.addShow;
    expect(show.title).toBe('눈물의 여왕');
    expect(show.pic).toMatch(/^\/uploads\/show\/[\w-]+\.png$/);
    const poster = await fetch(`${t.url}${show.pic}`);
    expect(poster.status).toBe(200);
    expect(
      Buffer.from(await poster.arrayBuffer())
        .subarray(1, 4)
        .toString(),
    ).toBe('PNG');
    const audit = await t.em().findOneOrFail(AuditEntry, { subject: AuditSubject.SHOW, subjectNo: show.no });
    expect(audit).toMatchObject({ action: 'create', after: { title: '눈물의 여왕', pic: show.pic } });

    const again = await t.gql(ADD, { title: '눈물의 여왕', pic: found.pic }, admin);
    expect(again.errors?.[0]).toMatchObject({ message: MSG.adminFashion.titleTaken, extensions: { code: 'CONFLICT' } });
  });

  it('never fetches an address outside the source, and checks what it fetches like an upload', async () => {
    const before = fake.requests.length;
    const elsewhere = await t.gql(ADD, { title: '다른 주소', pic: `${fake.url}/3/search/tv` }, admin);
    expect(elsewhere.errors?.[0]?.message).toBe(MSG.adminFashion.imageNotAllowed);
    const internal = await t.gql(ADD, { title: '내부 주소', pic: `${t.url}/healthz` }, admin);
    expect(internal.errors?.[0]?.message).toBe(MSG.adminFashion.imageNotAllowed);
    expect(fake.requests.length).toBe(before);
    const notImage = await t.gql(ADD, { title: '그림 아님', pic: fake.image('not-an-image.png') }, admin);
    expect(notImage.errors?.[0]?.message).toBe(MSG.upload.badType);
    expect(await t.em().count(Show, { title: { $in: ['다른 주소', '내부 주소', '그림 아님'] } })).toBe(0);
  });

  it('registers without a poster when the source has none; refuses a blank or too long title', async () => {
    const res = await t.gql<{ addShow: ShowRow }>(ADD, { title: '  나의 아저씨 ' }, admin);
    expect(res.data!.addShow).toMatchObject({ title: '나의 아저씨', pic: null });
    expect((await t.gql(ADD, { title: '   ' }, admin)).errors?.[0]?.message).toBe(MSG.adminFashion.titleRequired);
    expect((await t.gql(ADD, { title: '가'.repeat(101) }, admin)).errors?.[0]?.message).toBe(
      MSG.adminFashion.titleTooLong,
    );
  });

  it('registers a show by hand with a poster file (an image, under the size cap)', async () => {
    const res = await gqlFile<{ addShowManually: ShowRow }>(t, admin, ADD_MANUALLY, { title: '직접 등록 작품' }, PNG);
    expect(res.errors).toBeUndefined();
    expect(res.data!.addShowManually.pic).toMatch(/^\/uploads\/show\//);
    const notImage = await gqlFile(t, admin, ADD_MANUALLY, { title: '직접 등록 2' }, Buffer.from('text'));
    expect(notImage.errors?.[0]?.message).toBe(MSG.upload.badType);
    const missing = await gqlFile(t, admin, ADD_MANUALLY, { title: '직접 등록 3' }, null);
    expect(missing.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const taken = await gqlFile(t, admin, ADD_MANUALLY, { title: '직접 등록 작품' }, PNG);
    expect(taken.errors?.[0]?.extensions?.code).toBe('CONFLICT');
  });
});

describe('show detail (admin-console §2 Show detail)', () => {
  it('gives the show with its characters and their style counts in a fixed number of statements', async () => {
    const em = t.em();
    const small = makeShow(em, '상세 작품 하나');
    makeCharacter(em, small, [[null]]);
    const large = makeShow(em, '상세 작품 여럿');
    for (let i = 0; i < 6; i++)
      makeCharacter(
        em,
        large,
        Array.from({ length: i }, () => [null]),
      );
    await em.flush();
    const one = await t.gql<{ adminShow: { characters: { styleCount: number }[] } }>(DETAIL, { no: small.no }, admin);
    const many = await t.gql<{ adminShow: { characters: { styleCount: number }[] } }>(DETAIL, { no: large.no }, admin);
    expect(one.errors).toBeUndefined();
    expect(many.data!.adminShow.characters.map((c) => c.styleCount)).toEqual([0, 1, 2, 3, 4, 5]);
    // the viewer + show + characters + style counts
    expect(many.statements).toBe(one.statements);
    expect(many.statements).toBe(4);
    expect((await t.gql(DETAIL, { no: 999_999 }, admin)).data).toEqual({ adminShow: null });
  });

  it("adds a found actor: the ' 역' suffix once, the picture fetched from the source", async () => {
    const show = (await t.gql<{ addShow: ShowRow }>(ADD, { title: '배우 추가 작품' }, admin)).data!.addShow;
    const res = await t.gql<{ addCharacter: { no: number; name: string; pic: string; show: { no: number } } }>(
      ADD_CHARACTER,
      { showNo: show.no, actor: '김수현', character: '백현우', pic: fake.image('kim-soo-hyun.png', 'w185') },
      admin,
    );
    expect(res.errors).toBeUndefined();
    expect(res.data!.addCharacter).toMatchObject({ name: '백현우 역', show: { no: show.no } });
    expect(res.data!.addCharacter.pic).toMatch(/^\/uploads\/character\//);
    const typedSuffix = await t.gql<{ addCharacter: { name: string; pic: null } }>(
      ADD_CHARACTER,
      { showNo: show.no, actor: '김지원', character: '홍해인 역' },
      admin,
    );
    expect(typedSuffix.data!.addCharacter).toMatchObject({ name: '홍해인 역', pic: null });
    const twice = await t.gql(ADD_CHARACTER, { showNo: show.no, actor: '김수현', character: '백현우' }, admin);
    expect(twice.errors?.[0]).toMatchObject({ message: MSG.adminFashion.characterTaken });
    const audit = await t.em().findOneOrFail(AuditEntry, {
      subject: AuditSubject.CHARACTER,
      subjectNo: res.data!.addCharacter.no,
    });
    expect(audit.after).toMatchObject({ showNo: show.no, actorName: '김수현', name: '백현우 역' });
  });

  it('refuses a missing show (404), blank or long names, and a picture from elsewhere', async () => {
    const show = (await t.gql<{ addShow: ShowRow }>(ADD, { title: '배우 검사 작품' }, admin)).data!.addShow;
    const cases: [Record<string, unknown>, string][] = [
      [{ showNo: 999_999, actor: '배우', character: '인물' }, 'NOT_FOUND'],
      [{ showNo: show.no, actor: ' ', character: '인물' }, MSG.adminFashion.actorRequired],
      [{ showNo: show.no, actor: '배우', character: ' 역' }, MSG.adminFashion.characterRequired],
      [{ showNo: show.no, actor: '가'.repeat(51), character: '인물' }, MSG.adminFashion.actorTooLong],
      [{ showNo: show.no, actor: '배우', character: '가'.repeat(49) }, MSG.adminFashion.characterTooLong],
      [
        { showNo: show.no, actor: '배우', character: '인물', pic: 'https://example.com/a.png' },
        MSG.adminFashion.imageNotAllowed,
      ],
    ];
    for (const [variables, expected] of cases) {
      const res = await t.gql(ADD_CHARACTER, variables, admin);
      const error = res.errors?.[0];
      expect(expected === 'NOT_FOUND' ? error?.extensions?.code : error?.message, JSON.stringify(variables)).toBe(
        expected,
      );
    }
    expect(await t.em().count(Character, { show: show.no })).toBe(0);
  });

  it('adds a character by hand with a picture file', async () => {
    const show = (await t.gql<{ addShow: ShowRow }>(ADD, { title: '직접 배우 작품' }, admin)).data!.addShow;
    const res = await gqlFile<{ addCharacterManually: { name: string; actorName: string; pic: string } }>(
      t,
      admin,
      ADD_CHARACTER_MANUALLY,
      { showNo: show.no, actorName: '변우석', characterName: '류선재' },
      PNG,
    );
    expect(res.errors).toBeUndefined();
    expect(res.data!.addCharacterManually).toMatchObject({ actorName: '변우석', name: '류선재 역' });
    expect(res.data!.addCharacterManually.pic).toMatch(/^\/uploads\/character\//);
    const noFile = await gqlFile(
      t,
      admin,
      ADD_CHARACTER_MANUALLY,
      { showNo: show.no, actorName: 'a', characterName: 'b' },
      null,
    );
    expect(noFile.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});

describe('who may', () => {
  it('refuses a member (403) and a visitor (401) on every field, changing nothing', async () => {
    const show = (await t.gql<{ addShow: ShowRow }>(ADD, { title: '권한 검사 작품' }, admin)).data!.addShow;
    const calls: [string, Record<string, unknown>][] = [
      [LIST, {}],
      [AUTOCOMPLETE, { term: '권한' }],
      [FIND, { title: '눈물의 여왕' }],
      [DETAIL, { no: show.no }],
      [ADD, { title: '권한 없는 작품' }],
      [ADD_CHARACTER, { showNo: show.no, actor: '배우', character: '인물' }],
      ['mutation ($no: Int!) { deleteShow(no: $no) }', { no: show.no }],
      ['mutation ($no: Int!) { deleteCharacter(no: $no) }', { no: 1 }],
    ];
    for (const [query, variables] of calls) {
      expect(codeOf(await t.gql(query, variables, member)), query).toBe('FORBIDDEN');
      expect(codeOf(await t.gql(query, variables)), query).toBe('UNAUTHENTICATED');
    }
    for (const [query, variables] of [
      [ADD_MANUALLY, { title: '권한 없는 작품' }],
      [ADD_CHARACTER_MANUALLY, { showNo: show.no, actorName: 'a', characterName: 'b' }],
    ] as const) {
      expect(codeOf(await gqlFile(t, member, query, variables, PNG))).toBe('FORBIDDEN');
      expect((await gqlFile(t, null, query, variables, PNG)).status).toBe(401);
    }
    expect(await t.em().count(Show, { title: '권한 없는 작품' })).toBe(0);
    expect(await t.em().count(Show, { no: show.no })).toBe(1);
  });
});
