// Baseline: the home page's data, as the four shim calls and as GraphQL's one query.
import { randomInt } from 'node:crypto';
import { intParam, koreaIso, nickname, notFound } from './common.js';

const pick = (list) => (list.length === 0 ? null : list[randomInt(list.length)]);

const popups = async (c) => (await c.query('select no, pic, path from popup where is_show order by no desc')).rows;

/** The newest reviews with their authors and products: one statement. */
async function latestReviews(c, limit) {
  const { rows } = await c.query(
    `select r.no, r.order_product_no, r.product_no, p.name as product_name, u.nickname, u.withdrawn_at,
            r.contents, r.score, r.pic, r.date
       from (select * from review order by date desc, no desc limit $1) r
       join product p on p.no = r.product_no
       join users u on u.no = r.user_no
      order by r.date desc, r.no desc`,
    [limit],
  );
  return rows;
}

/** The most liked visible posts with their authors: one statement. */
async function popularPosts(c, limit) {
  const { rows } = await c.query(
    `select p.no, p.pic, p.content, p.likes_count, p.user_no, u.nickname, u.withdrawn_at
       from (select * from post where not deleted and reports_count <= 5
              order by likes_count desc, no desc limit $1) p
       join users u on u.no = p.user_no
      order by p.likes_count desc, p.no desc`,
    [limit],
  );
  return rows;
}

/** A scene of the n-th show (1-based, oldest first): the show, its characters, one character's outfits. */
async function sceneAt(c, n) {
  const shows = n >= 1 ? await c.query('select no, title, pic from show order by no limit 1 offset $1', [n - 1]) : null;
  const show = shows?.rows[0];
  return show ? sceneOf(c, show) : null;
}

/** The show's characters, one of them at random and that character's outfits with their items. */
async function sceneOf(c, show) {
  const characters = (
    await c.query('select no, show_no, actor_name, name, pic from character where show_no = $1 order by no', [show.no])
  ).rows;
  const character = pick(characters);
  const rows = character
    ? (
        await c.query(
          `select s.no, s.character_no, s.pic, i.no as item_no, i.name as item_name, i.pic as item_pic,
                  i.path as item_path, i.product_no
             from style s left join style_item si on si.style_no = s.no left join item i on i.no = si.item_no
            where s.character_no = $1 order by s.no, i.no`,
          [character.no],
        )
      ).rows
    : [];
  const styles = new Map();
  for (const r of rows) {
    if (!styles.has(r.no)) styles.set(r.no, { no: r.no, character_no: r.character_no, pic: r.pic, items: [] });
    if (r.item_no !== null) {
      styles
        .get(r.no)
        .items.push({ no: r.item_no, name: r.item_name, pic: r.item_pic, path: r.item_path, productNo: r.product_no });
    }
  }
  const all = [...styles.values()];
  const style = pick(all.filter((s) => s.items.length > 0)) ?? pick(all);
  return { show, characters, character, style, items: style ? style.items : [] };
}

async function random(c) {
  const scene = await sceneAt(c, intParam(c.params[0], 'n'));
  if (!scene) throw notFound();
  const { show, characters, character: ch, style } = scene;
  return {
    show,
    names: characters.map((x) => x.name),
    character: ch ? { no: ch.no, showNo: ch.show_no, actor: ch.actor_name, name: ch.name, pic: ch.pic } : null,
    style: style ? { no: style.no, characterNo: style.character_no, pic: style.pic } : null,
    items: scene.items,
  };
}

/** GraphQL's home query: popups, a random scene, the latest reviews and popular posts, the four parts at once. */
async function homeGraphql(c) {
  const randomScene = async () => {
    // A random show without counting or sorting the shows (scene.service.ts RANDOM_SHOW_SQL): 16 numbers drawn up
    // to the highest, the first that names a show; then the scene of that show.
    const { rows } = await c.query(`select s.no, s.title, s.pic
        from (select (1 + floor(random() * t.top))::int as no
                from (select max(no) as top from show) t, generate_series(1, 16)) r
        join show s on s.no = r.no
       limit 1`);
    if (!rows.length) return null;
    const scene = await sceneOf(c, rows[0]);
    return {
      show: scene.show,
      character: scene.character
        ? { no: scene.character.no, name: scene.character.name, pic: scene.character.pic }
        : null,
      style: scene.style ? { no: scene.style.no, pic: scene.style.pic } : null,
      // product { no } needs no statement: the item row holds the product's number.
      items: scene.items.map((i) => ({
        no: i.no,
        name: i.name,
        pic: i.pic,
        product: i.productNo === null ? null : { no: i.productNo },
      })),
    };
  };
  const [popupRows, scene, reviews, posts] = await Promise.all([
    popups(c),
    randomScene(),
    latestReviews(c, 10),
    popularPosts(c, 8),
  ]);
  return {
    data: {
      popups: popupRows,
      randomScene: scene,
      latestReviews: reviews.map((r) => ({
        no: r.no,
        contents: r.contents,
        score: r.score,
        pic: r.pic,
        userNickname: nickname(r),
        product: { no: r.product_no, name: r.product_name },
      })),
      popularPosts: posts.map((p) => ({ no: p.no, pic: p.pic, userNickname: nickname(p) })),
    },
  };
}

export const homeRoutes = [
  ['GET', /^\/api\/main\/popup$/, popups],
  [
    'GET',
    /^\/api\/main\/showNewReview$/,
    async (c) =>
      (await latestReviews(c, 10)).map((r) => ({
        no: r.no,
        orderProductNo: r.order_product_no,
        productNo: r.product_no,
        productName: r.product_name,
        userNickname: nickname(r),
        contents: r.contents,
        score: r.score,
        pic: r.pic,
        date: koreaIso(r.date),
      })),
  ],
  [
    'GET',
    /^\/api\/main\/showStyleBest$/,
    async (c) =>
      (await popularPosts(c, 8)).map((p) => ({
        no: p.no,
        pic: p.pic,
        content: p.content,
        likesCount: p.likes_count,
        userNo: p.user_no,
        userNickname: nickname(p),
      })),
  ],
  ['GET', /^\/api\/main\/random\/([^/]+)$/, random],
  ['GET', /^\/bench\/graphql\/home$/, homeGraphql],
];
