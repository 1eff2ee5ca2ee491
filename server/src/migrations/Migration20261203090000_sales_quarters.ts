import { Migration } from '@mikro-orm/migrations';

/** The links of the styles in `styles`, recomputed: STYLE_PRODUCT_LINKS (modules/show/style-product.ts) for some. */
const REFRESH = `
  create function style_product_refresh(styles int[]) returns void language plpgsql as $$
  declare
    bucket int;
  begin
    -- One refresher per style at a time, so it recomputes from what the others committed. The locks are taken per
    -- bucket of styles, in order, so that a seed touching thousands of styles holds at most 64 locks and no two
    -- refreshers wait on each other in a circle.
    foreach bucket in array (select array_agg(distinct s % 64 order by s % 64) from unnest(styles) s) loop
      perform pg_advisory_xact_lock('style_product'::regclass::oid::int, bucket);
    end loop;
    delete from style_product where style_no = any(styles);
    insert into style_product (style_no, product_no, character_no, show_no)
    select distinct s.no, i.product_no, s.character_no, c.show_no
      from style s join style_item si on si.style_no = s.no join item i on i.no = si.item_no
      join "character" c on c.no = s.character_no
     where s.no = any(styles) and i.product_no is not null;
  end $$;`;

/** A statement trigger function refreshing the styles `affected` selects from its transition tables. */
const trigger = (name: string, affected: string) => `
  create function ${name}() returns trigger language plpgsql as $$
  declare
    styles int[];
  begin
    select array_agg(distinct x) into styles from (${affected}) a(x);
    if styles is not null then
      perform style_product_refresh(styles);
    end if;
    return null;
  end $$;`;

/**
 * Faster statistics over long ranges (issue 23):
 * - a quarter granule ('q') in sales_product_rollup, filled from the months already there, so a range is read as
 *   fewer, larger granules (modules/statistics/range-terms.ts);
 * - `style_product`, the products each style links to with its character and show, kept by statement triggers on
 *   style_item, item, style and character (every writer: the admin, cascades, seeds), so attributing sales to
 *   shows, characters and styles no longer joins items, styles and characters on each request. A change refreshes
 *   the links of the styles it touches (an item's product, a style's items, a style's character, a character's
 *   show). Filled here from the links already there.
 */
export class Migration20261203090000_sales_quarters extends Migration {
  override async up(): Promise<void> {
    this.addSql(`set local work_mem = '256MB';`);
    this.addSql(`alter table "sales_product_rollup" drop constraint if exists "sales_product_rollup_grain_check";`);
    this.addSql(
      `alter table "sales_product_rollup" add constraint "sales_product_rollup_grain_check" check("grain" in ('d', 'm', 'q', 'y', 'a'));`,
    );
    this.addSql(`
      insert into "sales_product_rollup"
        ("grain", "period", "product_no", "quantity", "revenue", "delivered_quantity", "cancelled_quantity", "lines")
      select 'q', date_trunc('quarter', period::timestamp)::date, product_no, sum(quantity)::bigint,
          sum(revenue)::bigint, sum(delivered_quantity)::bigint, sum(cancelled_quantity)::bigint, sum(lines)::int
        from "sales_product_rollup" where grain = 'm' group by 2, 3 order by 2, 3;`);

    this.addSql(
      `create table "style_product" ("style_no" int not null, "product_no" int not null, "character_no" int not null, "show_no" int not null, constraint "style_product_pkey" primary key ("style_no", "product_no"));`,
    );
    this.addSql(`create index "style_product_product_no_index" on "style_product" ("product_no");`);
    this.addSql(`create index "style_product_character_no_index" on "style_product" ("character_no");`);
    this.addSql(`create index "style_product_show_no_index" on "style_product" ("show_no");`);
    this.addSql(
      `alter table "style_product" add constraint "style_product_style_no_foreign" foreign key ("style_no") references "style" ("no") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "style_product" add constraint "style_product_product_no_foreign" foreign key ("product_no") references "product" ("no") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "style_product" add constraint "style_product_character_no_foreign" foreign key ("character_no") references "character" ("no") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "style_product" add constraint "style_product_show_no_foreign" foreign key ("show_no") references "show" ("no") on update cascade on delete cascade;`,
    );

    this.addSql(REFRESH);
    this.addSql(trigger('style_product_items_added', 'select style_no from added'));
    this.addSql(trigger('style_product_items_removed', 'select style_no from removed'));
    this.addSql(
      trigger(
        'style_product_item_changed',
        `select si.style_no from old_rows o join new_rows n on n.no = o.no
           join style_item si on si.item_no = n.no where n.product_no is distinct from o.product_no`,
      ),
    );
    this.addSql(
      trigger(
        'style_product_style_changed',
        `select n.no from old_rows o join new_rows n on n.no = o.no where n.character_no <> o.character_no`,
      ),
    );
    this.addSql(
      trigger(
        'style_product_character_changed',
        `select s.no from old_rows o join new_rows n on n.no = o.no join style s on s.character_no = n.no
          where n.show_no <> o.show_no`,
      ),
    );
    this.addSql(`create trigger style_product_items_added after insert on style_item
      referencing new table as added for each statement execute function style_product_items_added();`);
    this.addSql(`create trigger style_product_items_removed after delete on style_item
      referencing old table as removed for each statement execute function style_product_items_removed();`);
    this.addSql(`create trigger style_product_item_changed after update on item
      referencing old table as old_rows new table as new_rows for each statement execute function style_product_item_changed();`);
    this.addSql(`create trigger style_product_style_changed after update on style
      referencing old table as old_rows new table as new_rows for each statement execute function style_product_style_changed();`);
    this.addSql(`create trigger style_product_character_changed after update on "character"
      referencing old table as old_rows new table as new_rows for each statement execute function style_product_character_changed();`);
    // After the triggers, in this transaction: a link added meanwhile waits for it, then refreshes its style.
    this.addSql(`
      insert into style_product (style_no, product_no, character_no, show_no)
      select distinct s.no, i.product_no, s.character_no, c.show_no
        from style s join style_item si on si.style_no = s.no join item i on i.no = si.item_no
        join "character" c on c.no = s.character_no
       where i.product_no is not null;`);
    this.addSql(`analyze "sales_product_rollup";`);
    this.addSql(`analyze "style_product";`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop trigger if exists style_product_items_added on style_item;`);
    this.addSql(`drop trigger if exists style_product_items_removed on style_item;`);
    this.addSql(`drop trigger if exists style_product_item_changed on item;`);
    this.addSql(`drop trigger if exists style_product_style_changed on style;`);
    this.addSql(`drop trigger if exists style_product_character_changed on "character";`);
    for (const name of ['items_added', 'items_removed', 'item_changed', 'style_changed', 'character_changed']) {
      this.addSql(`drop function if exists style_product_${name}();`);
    }
    this.addSql(`drop function if exists style_product_refresh(int[]);`);
    this.addSql(`drop table if exists "style_product" cascade;`);
    this.addSql(`delete from "sales_product_rollup" where grain = 'q';`);
    this.addSql(`alter table "sales_product_rollup" drop constraint if exists "sales_product_rollup_grain_check";`);
    this.addSql(
      `alter table "sales_product_rollup" add constraint "sales_product_rollup_grain_check" check("grain" in ('d', 'm', 'y', 'a'));`,
    );
  }
}
