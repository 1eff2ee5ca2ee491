import { scaled } from './bulk.js';
import { koreaMidnight, rngFor, type SeedContext } from './context.js';
import { DAY_MS, upperBound, type Rng } from './random.js';
import { BIOS, CITIES, GIVEN_NAMES, NICK_HEADS, NICK_TAILS, SURNAMES } from './words.js';

type Kind = 'OWN' | 'KAKAO' | 'NAVER' | 'INTEGRATED' | 'WITHDRAWN';

/** What later sections need to know about members, indexed by user number (index 0 unused). */
export interface Members {
  /** Active (not withdrawn) member numbers in creation order; the admin is not among them. */
  active: Int32Array;
  /** Creation time of each entry of `active`, ascending, for "members who existed at time t". */
  activeCreated: Float64Array;
  name: (string | null)[];
  tel: (string | null)[];
  zipcode: (string | null)[];
  address: (string | null)[];
  nickname: (string | null)[];
  /** Highest user number. */
  maxNo: number;
  /** User numbers of the first demo accounts (member1, member2, …), whose community pages are filled for a demo. */
  demo: number[];
}

/** How many of the demo accounts get a complete community (posts, trash, follows, comments, alerts). */
export const DEMO_ACCOUNTS = 3;

export const ADMIN_NO = 1;

export function koreanName(rng: Rng): string {
  return rng.pick(SURNAMES) + rng.pick(GIVEN_NAMES);
}

export function koreanAddress(rng: Rng): { zipcode: string; address: string } {
  const [city, roads] = rng.pick(CITIES);
  const detail = rng.chance(0.7) ? ` ${rng.int(1, 25)}${rng.pick(['01', '02', '03', '04', '05'])}호` : '';
  return {
    zipcode: String(rng.int(1000, 63999)).padStart(5, '0'),
    address: `${city} ${rng.pick(roads)} ${rng.int(1, 320)}${detail}`,
  };
}

/** Unique and at most 10 characters: a plain word pair first, then the pair (or the noun) plus the member index. */
function nickname(rng: Rng, index: number, used: Set<string>): string {
  const head = rng.pick(NICK_HEADS);
  const tail = rng.pick(NICK_TAILS);
  let nick = head + tail;
  if (used.has(nick)) nick = `${head}${tail}${index}`;
  if (nick.length > 10) nick = `${tail}${index}`;
  used.add(nick);
  return nick;
}

export async function seedUsers(ctx: SeedContext, hashes: { admin: string; member: string }): Promise<Members> {
  const rng = rngFor('users');
  const count = scaled(ctx.scale, 60, 50_000, 12);
  const maxNo = count + 1;
  const start = Math.min(koreaMidnight(2023, 7, 1), ctx.now - 3 * 365 * DAY_MS);
  const created = new Float64Array(count);
  for (let i = 0; i < count; i++) created[i] = rng.timeBetween(start, ctx.now - DAY_MS);
  created.sort();

  // A few social and withdrawn accounts, pinned at low numbers so even the smallest seed has each kind.
  const kinds: Kind[] = [];
  for (let i = 0; i < count; i++) {
    kinds.push(
      rng.weighted<Kind>([
        ['OWN', 92],
        ['KAKAO', 3],
        ['NAVER', 2],
        ['INTEGRATED', 3],
      ]),
    );
  }
  kinds[0] = 'OWN';
  kinds[4] = 'KAKAO';
  kinds[6] = 'NAVER';
  kinds[8] = 'INTEGRATED';
  const withdrawn = Math.max(2, Math.round(count * 0.004));
  for (const i of rng.distinctInts(withdrawn, 10, count - 1)) kinds[i] = 'WITHDRAWN';

  const members: Members = {
    active: new Int32Array(count - withdrawn),
    activeCreated: new Float64Array(count - withdrawn),
    name: new Array<string | null>(maxNo + 1).fill(null),
    tel: new Array<string | null>(maxNo + 1).fill(null),
    zipcode: new Array<string | null>(maxNo + 1).fill(null),
    address: new Array<string | null>(maxNo + 1).fill(null),
    nickname: new Array<string | null>(maxNo + 1).fill(null),
    maxNo,
    demo: [],
  };
  members.nickname[ADMIN_NO] = '관리자';

  type Row = [
    number,
    string | null,
    string | null,
    string | null,
    string | null,
    string | null,
    string | null,
    string | null,
    string | null,
    string | null,
    string | null,
    string | null,
    string | null,
    string,
    number | null,
    number,
  ];
  const rows: Row[] = [
    [
      ADMIN_NO,
      'admin',
      hashes.admin,
      '관리자',
      'admin@example.com',
      '02-1234-5678',
      '04524',
      '서울특별시 중구 세종대로 110',
      null,
      null,
      '관리자',
      '씬샵 운영팀입니다',
      null,
      'ADMIN',
      null,
      start - DAY_MS,
    ],
  ];
  const used = new Set<string>(['관리자']);
  let ownIds = 0;
  const social = { KAKAO: 0, NAVER: 0 };
  let active = 0;
  for (let i = 0; i < count; i++) {
    const no = i + 2;
    const kind = kinds[i] as Kind;
    const createdAt = created[i] as number;
    if (kind === 'WITHDRAWN') {
      const withdrawnAt = rng.timeBetween(Math.min(createdAt + 30 * DAY_MS, ctx.now - 2 * DAY_MS), ctx.now - DAY_MS);
      rows.push([
        no,
        null,
        null,
        null,
        null,
        null,
        null,
        null,
        null,
        null,
        null,
        null,
        null,
        'USER',
        withdrawnAt,
        createdAt,
      ]);
      continue;
    }
    const own = kind === 'OWN' || kind === 'INTEGRATED';
    const id = own ? `member${++ownIds}` : null;
    if (own && ownIds <= DEMO_ACCOUNTS) members.demo.push(no);
    const email = own
      ? `${id}@example.com`
      : kind === 'KAKAO'
        ? `kakao${++social.KAKAO}@example.com`
        : `naver${++social.NAVER}@example.com`;
    const idK = kind === 'KAKAO' || kind === 'INTEGRATED' ? String(3_000_000_000 + i * 7919 + rng.int(0, 7918)) : null;
    const idN = kind === 'NAVER' ? `N${i.toString(36).padStart(6, '0')}${rng.int(0, 2 ** 30).toString(36)}` : null;
    const name = koreanName(rng);
    const tel = `010-${rng.int(1000, 9999)}-${rng.int(1000, 9999)}`;
    const { zipcode, address } = koreanAddress(rng);
    const nick = nickname(rng, i + 1, used);
    const bio = rng.pick(BIOS);
    const pic = rng.chance(0.6) ? ctx.images.avatar(rng.int(0, 19)) : null;
    rows.push([
      no,
      id,
      own ? hashes.member : null,
      name,
      email,
      tel,
      zipcode,
      address,
      idK,
      idN,
      nick,
      bio,
      pic,
      'USER',
      null,
      createdAt,
    ]);
    members.name[no] = name;
    members.tel[no] = tel;
    members.zipcode[no] = zipcode;
    members.address[no] = address;
    members.nickname[no] = nick;
    members.active[active] = no;
    members.activeCreated[active++] = createdAt;
  }

  await ctx.db.insert(
    'users',
    [
      ['no', 'int'],
      ['id', 'text'],
      ['pwd', 'text'],
      ['name', 'text'],
      ['email', 'text'],
      ['tel', 'text'],
      ['zipcode', 'text'],
      ['address', 'text'],
      ['id_k', 'text'],
      ['id_n', 'text'],
      ['nickname', 'text'],
      ['bio', 'text'],
      ['pic', 'text'],
      ['role', 'text'],
      ['withdrawn_at', 'timestamptz'],
      ['created_at', 'timestamptz'],
    ],
    rows.length,
    (i) => rows[i] as Row,
  );
  return members;
}

/** An active member who had already joined at `time` (falls back to the earliest member). */
export function memberAt(members: Members, rng: Rng, time: number): number {
  const joined = Math.max(1, upperBound(members.activeCreated, time));
  return members.active[rng.int(0, joined - 1)] as number;
}
