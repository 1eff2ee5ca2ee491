import { Migration } from '@mikro-orm/migrations';

/**
 * Search: pg_trgm for typo-tolerant matching, and each searchable name's initial consonants (초성) kept by
 * PostgreSQL through `chosung(text)`, so 'ㅂㄱㄷ' finds '버건디'. Both kinds of column get GIN trigram indexes, which
 * serve `<%` (word similarity) and `like '%…%'` alike. Generated columns fill themselves for existing rows.
 */
export class Migration20261123100000_search extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create extension if not exists pg_trgm;`);
    // Hangul syllables U+AC00–U+D7A3 are laid out as (initial × 21 + medial) × 28 + final: 588 per initial.
    // Whitespace is dropped so 'ㅂㄱㄷㄴㅌ' finds '버건디 니트'; other characters stay as they are.
    this.addSql(`create or replace function chosung(s text) returns text language sql immutable strict parallel safe as $$
  select coalesce(string_agg(case when ascii(c) between 44032 and 55203
    then substr('ㄱㄲㄴㄷㄸㄹㅁㅂㅃㅅㅆㅇㅈㅉㅊㅋㅌㅍㅎ', (ascii(c) - 44032) / 588 + 1, 1) else c end, '' order by i), '')
  from unnest(regexp_split_to_array(regexp_replace(s, '\\s', '', 'g'), '')) with ordinality as t(c, i)
$$;`);
    this.addSql(`alter table "product" add column "name_chosung" text generated always as (chosung(name)) stored null;`);
    this.addSql(`alter table "show" add column "title_chosung" text generated always as (chosung(title)) stored null;`);
    this.addSql(`alter table "character" add column "actor_name_chosung" text generated always as (chosung(actor_name)) stored null;`);
    this.addSql(`alter table "users" add column "nickname_chosung" text generated always as (chosung(nickname)) stored null;`);
    this.addSql(`create index "product_name_trgm_idx" on "product" using gin ("name" gin_trgm_ops);`);
    this.addSql(`create index "product_name_chosung_trgm_idx" on "product" using gin ("name_chosung" gin_trgm_ops);`);
    this.addSql(`create index "show_title_trgm_idx" on "show" using gin ("title" gin_trgm_ops);`);
    this.addSql(`create index "show_title_chosung_trgm_idx" on "show" using gin ("title_chosung" gin_trgm_ops);`);
    this.addSql(`create index "character_actor_name_trgm_idx" on "character" using gin ("actor_name" gin_trgm_ops);`);
    this.addSql(`create index "character_actor_name_chosung_trgm_idx" on "character" using gin ("actor_name_chosung" gin_trgm_ops);`);
    this.addSql(`create index "users_nickname_trgm_idx" on "users" using gin ("nickname" gin_trgm_ops);`);
    this.addSql(`create index "users_nickname_chosung_trgm_idx" on "users" using gin ("nickname_chosung" gin_trgm_ops);`);
    this.addSql(`create table "search_miss" ("term" varchar(50) not null, "category" text check ("category" in ('product', 'actor', 'show', 'user')) not null, "count" int not null default 1, "last_at" timestamptz not null default now(), constraint "search_miss_pkey" primary key ("term", "category"));`);
    this.addSql(`create index "search_miss_last_at_idx" on "search_miss" ("last_at");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "search_miss" cascade;`);
    this.addSql(`alter table "users" drop column "nickname_chosung";`);
    this.addSql(`alter table "character" drop column "actor_name_chosung";`);
    this.addSql(`alter table "show" drop column "title_chosung";`);
    this.addSql(`alter table "product" drop column "name_chosung";`);
    this.addSql(`drop index if exists "product_name_trgm_idx";`);
    this.addSql(`drop index if exists "show_title_trgm_idx";`);
    this.addSql(`drop index if exists "character_actor_name_trgm_idx";`);
    this.addSql(`drop index if exists "users_nickname_trgm_idx";`);
    this.addSql(`drop function if exists chosung(text);`);
  }
}
