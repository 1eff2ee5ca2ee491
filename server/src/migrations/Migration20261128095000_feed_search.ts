import { Migration } from '@mikro-orm/migrations';

/**
 * The style feed and product search without whole-table work per request.
 *
 * Feed: the number of visible posts (not deleted, at most 5 reports: post.service.ts REPORT_THRESHOLD) is kept in
 * `post_feed_total` by triggers, so a page no longer counts 100,000 posts; indexes give both orders of the feed and
 * the home's popular posts straight from the index. Inserts and deletes are counted per statement (the seeder inserts
 * posts in bulk: one counter update per statement, not per row); updates only when a post enters or leaves the feed.
 *
 * Search: `search_product_name` holds each distinct name of products on sale with how many carry it (~40 products a
 * name), kept by triggers on product. Names are matched there (trigram and 초성 indexes over a few thousand rows,
 * not 100,000), then the products of the matching names are read by (name, no).
 */
export class Migration20261128095000_feed_search extends Migration {
  override async up(): Promise<void> {
    this.addSql(`drop index "post_feed_date_idx";`);
    this.addSql(`create index "post_feed_date_idx" on "post" ("deleted", "date", "no");`);
    this.addSql(`drop index "post_feed_likes_idx";`);
    this.addSql(`create index "post_feed_likes_idx" on "post" ("deleted", "likes_count", "date", "no");`);
    this.addSql(`create index "post_popular_idx" on "post" ("deleted", "likes_count", "no");`);

    this.addSql(`create table "post_feed_total" ("id" smallint not null default 1, "visible" int not null,
      constraint "post_feed_total_pkey" primary key ("id"), constraint "post_feed_total_id_check" check (id = 1));`);
    this.addSql(`create function post_in_feed(deleted boolean, reports_count int) returns boolean
      language sql immutable parallel safe as $$ select not deleted and reports_count <= 5 $$;`);
    this.addSql(`create function post_feed_total_add(delta bigint) returns void language sql as $$
      insert into post_feed_total (id, visible) values (1, delta)
        on conflict (id) do update set visible = post_feed_total.visible + excluded.visible $$;`);
    this.addSql(`create function post_feed_total_inserted() returns trigger language plpgsql as $$
      declare n bigint;
      begin
        select count(*) into n from added where post_in_feed(deleted, reports_count);
        if n <> 0 then perform post_feed_total_add(n); end if;
        return null;
      end $$;`);
    this.addSql(`create function post_feed_total_deleted() returns trigger language plpgsql as $$
      declare n bigint;
      begin
        select count(*) into n from removed where post_in_feed(deleted, reports_count);
        if n <> 0 then perform post_feed_total_add(-n); end if;
        return null;
      end $$;`);
    this.addSql(`create function post_feed_total_updated() returns trigger language plpgsql as $$
      begin
        perform post_feed_total_add(case when post_in_feed(new.deleted, new.reports_count) then 1 else -1 end);
        return null;
      end $$;`);
    this.addSql(`create function post_feed_total_truncated() returns trigger language plpgsql as $$
      begin delete from post_feed_total; return null; end $$;`);
    this.addSql(`create trigger post_feed_total_inserted after insert on "post" referencing new table as added
      for each statement execute function post_feed_total_inserted();`);
    this.addSql(`create trigger post_feed_total_deleted after delete on "post" referencing old table as removed
      for each statement execute function post_feed_total_deleted();`);
    this.addSql(`create trigger post_feed_total_updated after update of deleted, reports_count on "post" for each row
      when (post_in_feed(old.deleted, old.reports_count) is distinct from post_in_feed(new.deleted, new.reports_count))
      execute function post_feed_total_updated();`);
    this.addSql(`create trigger post_feed_total_truncated after truncate on "post"
      for each statement execute function post_feed_total_truncated();`);
    this.addSql(`insert into post_feed_total (id, visible)
      select 1, count(*) from post where post_in_feed(deleted, reports_count) having count(*) > 0;`);

    this.addSql(`create index "product_available_name_idx" on "product" ("name", "no") where "available";`);
    this.addSql(`create table "search_product_name" ("name" varchar(100) not null,
      "name_chosung" text generated always as (chosung(name)) stored null, "products" int not null,
      constraint "search_product_name_pkey" primary key ("name"));`);
    this.addSql(`create index "search_product_name_trgm_idx" on "search_product_name" using gin ("name" gin_trgm_ops);`);
    this.addSql(
      `create index "search_product_name_chosung_trgm_idx" on "search_product_name" using gin ("name_chosung" gin_trgm_ops);`,
    );
    this.addSql(`create function search_product_names_add(names text[]) returns void language sql as $$
      insert into search_product_name (name, products) select n, count(*) from unnest(names) n group by n
        on conflict (name) do update set products = search_product_name.products + excluded.products $$;`);
    this.addSql(`create function search_product_names_remove(names text[]) returns void language sql as $$
      update search_product_name s set products = s.products - g.n
        from (select n as name, count(*) as n from unnest(names) n group by n) g where s.name = g.name;
      delete from search_product_name where products = 0 and name = any(names) $$;`);
    this.addSql(`create function search_product_name_inserted() returns trigger language plpgsql as $$
      begin
        perform search_product_names_add(array(select name from added where available));
        return null;
      end $$;`);
    this.addSql(`create function search_product_name_deleted() returns trigger language plpgsql as $$
      begin
        perform search_product_names_remove(array(select name from removed where available));
        return null;
      end $$;`);
    this.addSql(`create function search_product_name_updated() returns trigger language plpgsql as $$
      begin
        if old.available then perform search_product_names_remove(array[old.name::text]); end if;
        if new.available then perform search_product_names_add(array[new.name::text]); end if;
        return null;
      end $$;`);
    this.addSql(`create function search_product_name_truncated() returns trigger language plpgsql as $$
      begin delete from search_product_name; return null; end $$;`);
    this.addSql(`create trigger search_product_name_inserted after insert on "product" referencing new table as added
      for each statement execute function search_product_name_inserted();`);
    this.addSql(`create trigger search_product_name_deleted after delete on "product" referencing old table as removed
      for each statement execute function search_product_name_deleted();`);
    this.addSql(`create trigger search_product_name_updated after update of name, available on "product" for each row
      when (old.name is distinct from new.name or old.available is distinct from new.available)
      execute function search_product_name_updated();`);
    this.addSql(`create trigger search_product_name_truncated after truncate on "product"
      for each statement execute function search_product_name_truncated();`);
    this.addSql(`insert into search_product_name (name, products)
      select name, count(*) from product where available group by name;`);
    // pg_trgm declares word similarity as cheap as '=' (cost 1); over Korean names it costs a few microseconds, some
    // 200 times that, and the planner then read every name of the small table rather than its trigram index.
    this.addSql(`alter function word_similarity_op(text, text) cost 200;`);
    this.addSql(`alter function word_similarity_commutator_op(text, text) cost 200;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter function word_similarity_commutator_op(text, text) cost 1;`);
    this.addSql(`alter function word_similarity_op(text, text) cost 1;`);
    this.addSql(`drop trigger "search_product_name_truncated" on "product";`);
    this.addSql(`drop trigger "search_product_name_updated" on "product";`);
    this.addSql(`drop trigger "search_product_name_deleted" on "product";`);
    this.addSql(`drop trigger "search_product_name_inserted" on "product";`);
    this.addSql(`drop function search_product_name_truncated(), search_product_name_updated(),
      search_product_name_deleted(), search_product_name_inserted(), search_product_names_remove(text[]),
      search_product_names_add(text[]);`);
    this.addSql(`drop table "search_product_name";`);
    this.addSql(`drop index "product_available_name_idx";`);
    this.addSql(`drop trigger "post_feed_total_truncated" on "post";`);
    this.addSql(`drop trigger "post_feed_total_updated" on "post";`);
    this.addSql(`drop trigger "post_feed_total_deleted" on "post";`);
    this.addSql(`drop trigger "post_feed_total_inserted" on "post";`);
    this.addSql(`drop function post_feed_total_truncated(), post_feed_total_updated(), post_feed_total_deleted(),
      post_feed_total_inserted(), post_feed_total_add(bigint), post_in_feed(boolean, int);`);
    this.addSql(`drop table "post_feed_total";`);
    this.addSql(`drop index "post_popular_idx";`);
    this.addSql(`drop index "post_feed_likes_idx";`);
    this.addSql(`create index "post_feed_likes_idx" on "post" ("deleted", "likes_count");`);
    this.addSql(`drop index "post_feed_date_idx";`);
    this.addSql(`create index "post_feed_date_idx" on "post" ("deleted", "date");`);
  }
}
