import type pg from 'pg';

/**
 * Rows in the proportions of the bench's scale-100 data set (bench/README.md) for every table the catalogue's and
 * home's hot queries read, so that the planner chooses the plan it chooses there. Statistics alone would not do:
 * the planner reads a table's current size in pages when it plans and scales the recorded row count by it, so an
 * empty table with faked statistics still plans as an empty one. Values are spread as the seeder spreads them
 * (categories 35/25/20/20 %, ~8 % sold out, ~3 % off sale, a few reviews per product). Reviews point at order lines
 * that are not there: the foreign-key triggers are off for that one insert, as no query here reads the lines.
 */
export const HOT_QUERY_ROWS = {
  users: 50_000,
  products: 100_000,
  reviews: 300_000,
  shows: 1_000,
  charactersPerShow: 4,
  stylesPerCharacter: 3,
  itemsPerStyle: 3,
};

export async function seedHotQueryRows(db: pg.Client): Promise<void> {
  const n = HOT_QUERY_ROWS;
  const perShow = n.charactersPerShow;
  const perCharacter = n.stylesPerCharacter;
  const perStyle = n.itemsPerStyle;
  const statements = [
    `insert into users (id, pwd, name, email, nickname, tel, role)
       select 'u' || i, 'x', '회원' || i, 'u' || i || '@example.com', '닉' || i, '010', 'USER'
       from generate_series(1, ${n.users}) i`,
    `insert into product (name, price, discount_rate, stock, available, category, date, sales_count, review_count, score_sum)
       select '상품 ' || i, 1000 * (1 + i % 97), (i * 7) % 50, case when i % 13 = 0 then 0 else i % 40 end,
         i % 33 <> 0,
         case when i % 20 < 7 then '상의' when i % 20 < 12 then '하의' when i % 20 < 16 then '신발' else '기타' end,
         timestamptz '2024-01-01' + i * interval '7 minutes', (i * 31) % 500, i % 9, (i % 9) * (1 + i % 5)
       from generate_series(1, ${n.products}) i`,
    `set session_replication_role = replica`,
    `insert into review (order_product_no, product_no, user_no, contents, score, date)
       select i, 1 + (i::bigint * 7919) % ${n.products}, 1 + i % ${n.users}, '좋아요', 1 + i % 5,
         timestamptz '2024-01-01' + i * interval '3 minutes'
       from generate_series(1, ${n.reviews}) i`,
    // The order lines the reviews were written on (review lists read the size bought from them).
    `insert into order_product (order_no, product_no, quantity, price, option_label)
       select i, 1 + (i::bigint * 7919) % ${n.products}, 1, 1000, 'M' from generate_series(1, ${n.reviews}) i`,
    `set session_replication_role = origin`,
    `insert into show (title, pic) select '드라마 ' || i, '/s.png' from generate_series(1, ${n.shows}) i`,
    `insert into character (show_no, actor_name, name, pic)
       select 1 + (i - 1) / ${perShow}, '배우 ' || i, '역할 ' || i, '/c.png'
       from generate_series(1, ${n.shows * perShow}) i`,
    `insert into style (character_no, pic)
       select 1 + (i - 1) / ${perCharacter}, '/st.png' from generate_series(1, ${n.shows * perShow * perCharacter}) i`,
    `insert into item (name, pic, product_no)
       select '아이템 ' || i, '/i.png', 1 + (i * 13) % ${n.products}
       from generate_series(1, ${n.shows * perShow * perCharacter * perStyle}) i`,
    `insert into style_item (style_no, item_no)
       select 1 + (i - 1) / ${perStyle}, i from generate_series(1, ${n.shows * perShow * perCharacter * perStyle}) i`,
    `insert into popup (pic, path) select '/p.png', '/user/main' from generate_series(1, 4)`,
    `vacuum analyze`,
  ];
  for (const sql of statements) await db.query(sql);
}
