import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import { json } from './fake-oauth.js';
import type { FakeCondition, RecordedRequest } from './fake-provider.js';

/** The token the fake accepts; any other answers TMDB's 401. */
export const FAKE_SHOW_INFO_TOKEN = 'fake-tmdb-read-token';

/** A solid-colour PNG of w×h pixels, made here so the fake needs no files. */
export function solidPng(w: number, h: number, rgb: [number, number, number]): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const out = Buffer.alloc(4 + body.length + 4);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(zlib.crc32(body), 4 + body.length);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(w, 0);
  header.writeUInt32BE(h, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(w * 3).fill(Buffer.from(rgb))]);
  const pixels = zlib.deflateSync(Buffer.concat(Array.from({ length: h }, () => row)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export interface FakeCast {
  name: string;
  character: string;
  profile: string | null;
}

export interface FakeShow {
  id: number;
  name: string;
  originalName: string;
  overview: string;
  poster: string | null;
  cast: FakeCast[];
}

/** The shows the fake knows, as TMDB's Korean answers would give them. */
export const FAKE_SHOWS: FakeShow[] = [
  {
    id: 96162,
    name: '눈물의 여왕',
    originalName: '눈물의 여왕',
    overview:
      '퀸즈 그룹 재벌 3세 홍해인과 용두리 이장 아들 백현우, 3년 차 부부의 아찔한 위기와 기적처럼 다시 피어나는 사랑 이야기.',
    poster: '/queen-of-tears.png',
    cast: [
      { name: '김수현', character: '백현우', profile: '/kim-soo-hyun.png' },
      { name: '김지원', character: '홍해인', profile: '/kim-ji-won.png' },
      { name: '박성훈', character: '윤은성', profile: null },
      { name: '특별출연', character: '', profile: null },
    ],
  },
  {
    id: 222766,
    name: '선재 업고 튀어',
    originalName: '선재 업고 튀어',
    overview:
      '삶의 의지를 놓아버린 순간, 자신을 살게 해줬던 유명 아티스트 류선재를 살리기 위해 과거로 돌아간 임솔의 이야기.',
    poster: '/lovely-runner.png',
    cast: [
      { name: '변우석', character: '류선재', profile: '/byeon-woo-seok.png' },
      { name: '김혜윤', character: '임솔', profile: '/kim-hye-yoon.png' },
    ],
  },
  {
    id: 80367,
    name: '나의 아저씨',
    originalName: '나의 아저씨',
    overview:
      '삶의 무게를 버티며 살아가는 아저씨 삼형제와 거칠게 살아온 한 여성이 서로를 통해 삶을 치유하게 되는 이야기.',
    poster: null,
    cast: [{ name: '이선균', character: '박동훈', profile: null }],
  },
];

const COLOURS: [number, number, number][] = [
  [120, 40, 60],
  [40, 90, 140],
  [200, 160, 60],
  [60, 130, 90],
];

/** A picture per file name: the same name always gives the same colour. */
const pictureOf = (file: string) => solidPng(40, 60, COLOURS[file.length % COLOURS.length]!);

const toResult = (s: FakeShow) => ({
  adult: false,
  backdrop_path: null,
  genre_ids: [18],
  id: s.id,
  origin_country: ['KR'],
  original_language: 'ko',
  original_name: s.originalName,
  overview: s.overview,
  popularity: 50.1,
  poster_path: s.poster,
  first_air_date: '2024-03-09',
  name: s.name,
  vote_average: 8.7,
  vote_count: 300,
});

const toCredits = (s: FakeShow) => ({
  id: s.id,
  cast: s.cast.map((c, order) => ({
    adult: false,
    gender: 1,
    id: 1000 + order,
    known_for_department: 'Acting',
    name: c.name,
    original_name: c.name,
    popularity: 20.5,
    profile_path: c.profile,
    roles: [{ credit_id: `credit-${s.id}-${order}`, character: c.character, episode_count: 16 }],
    total_episode_count: 16,
    order,
  })),
  crew: [],
});

/** TMDB's v3 answers: search/tv (title contained, spaces ignored), tv/{id}/aggregate_credits, and the pictures. */
function answer(req: http.IncomingMessage, url: URL, res: http.ServerResponse): void {
  const picture = /^\/t\/p\/(w\d+|original)\/([\w.-]+)$/.exec(url.pathname);
  if (picture) {
    const file = picture[2]!;
    if (file === 'not-an-image.png') return void res.writeHead(200, { 'content-type': 'image/png' }).end('<html/>');
    if (file === 'missing.png') return void res.writeHead(404).end();
    if (file === 'redirect.png') return void res.writeHead(302, { location: 'http://127.0.0.1:9/x.png' }).end();
    if (file === 'huge.png') {
      const big = Buffer.concat([solidPng(1, 1, [0, 0, 0]), Buffer.alloc(6 * 1024 * 1024)]);
      return void res.writeHead(200, { 'content-type': 'image/png' }).end(big);
    }
    return void res.writeHead(200, { 'content-type': 'image/png' }).end(pictureOf(file));
  }
  if (req.headers.authorization !== `Bearer ${FAKE_SHOW_INFO_TOKEN}`) {
    return json(res, 401, {
      status_code: 7,
      status_message: 'Invalid API key: You must be granted a valid key.',
      success: false,
    });
  }
  // An API root whose answers have an unknown shape.
  if (url.pathname.startsWith('/odd/')) return json(res, 200, { results: 'not a list' });
  if (url.pathname === '/3/search/tv') {
    const query = (url.searchParams.get('query') ?? '').replace(/\s+/g, '');
    const found = query ? FAKE_SHOWS.filter((s) => s.name.replace(/\s+/g, '').includes(query)) : [];
    return json(res, 200, {
      page: 1,
      results: found.map(toResult),
      total_pages: 1,
      total_results: found.length,
    });
  }
  const credits = /^\/3\/tv\/(\d+)\/aggregate_credits$/.exec(url.pathname);
  const show = credits ? FAKE_SHOWS.find((s) => s.id === Number(credits[1])) : undefined;
  if (show) return json(res, 200, toCredits(show));
  json(res, 404, { status_code: 34, status_message: 'The resource you requested could not be found.', success: false });
}

/**
 * A local stand-in for TMDB (the show-info source) on the loopback: its v3 API under /3 with a bearer token, and its
 * image server under /t/p. Like the social providers' fake it can be down, hang or fail; every request is recorded.
 */
export async function startFakeShowInfo() {
  const requests: RecordedRequest[] = [];
  let condition: FakeCondition = 'up';
  const server = http.createServer((req, res) => {
    if (condition === 'down') return void req.socket.destroy();
    if (condition === 'hang') return;
    const url = new URL(req.url ?? '/', 'http://fake');
    requests.push({
      method: req.method ?? '',
      path: url.pathname,
      query: url.searchParams,
      headers: req.headers,
      body: '',
    });
    if (condition === 'error') return void res.writeHead(500).end('<html><body>Internal Server Error</body></html>');
    answer(req, url, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    requests,
    /** The settings that point the server at this fake with its token. */
    env: {
      SHOW_INFO_API_URL: `${url}/3`,
      SHOW_INFO_API_TOKEN: FAKE_SHOW_INFO_TOKEN,
      SHOW_INFO_IMAGE_URL: `${url}/t/p`,
    },
    /** The URL of one of the fake's pictures, as the found info gives it. */
    image: (file: string, size = 'w500') => `${url}/t/p/${size}/${file}`,
    setCondition: (next: FakeCondition) => void (condition = next),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type FakeShowInfo = Awaited<ReturnType<typeof startFakeShowInfo>>;
