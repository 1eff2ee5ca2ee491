import { Migration } from '@mikro-orm/migrations';

/**
 * Search compares Hangul by its letters: `jamo(text)` spells each syllable as the keys typed on a Korean keyboard
 * ('달빛' → 'ㄷㅏㄹㅂㅣㅊ', '과' → 'ㄱㅗㅏ'), so one wrong consonant or vowel ('달빗') changes one letter instead of a whole
 * syllable and the name stays trigram-similar. Each searched name keeps its spelling in a generated column with a
 * GiST trigram index, which serves the typo match (`<%`) and the nearest name (`<<->`, for 'did you mean') alike.
 * Other characters stay as they are, so Latin text matches as before.
 */
export class Migration20261202090000_search_jamo extends Migration {
  override async up(): Promise<void> {
    // Hangul syllables U+AC00–U+D7A3 are (initial × 21 + medial) × 28 + final.
    this.addSql(`create or replace function jamo(s text) returns text language sql immutable strict parallel safe as $$
  select coalesce(string_agg(case when ascii(c) between 44032 and 55203 then
      (array['ㄱ','ㄲ','ㄴ','ㄷ','ㄸ','ㄹ','ㅁ','ㅂ','ㅃ','ㅅ','ㅆ','ㅇ','ㅈ','ㅉ','ㅊ','ㅋ','ㅌ','ㅍ','ㅎ'])[(ascii(c) - 44032) / 588 + 1]
      || (array['ㅏ','ㅐ','ㅑ','ㅒ','ㅓ','ㅔ','ㅕ','ㅖ','ㅗ','ㅗㅏ','ㅗㅐ','ㅗㅣ','ㅛ','ㅜ','ㅜㅓ','ㅜㅔ','ㅜㅣ','ㅠ','ㅡ','ㅡㅣ','ㅣ'])[(ascii(c) - 44032) % 588 / 28 + 1]
      || (array['','ㄱ','ㄲ','ㄱㅅ','ㄴ','ㄴㅈ','ㄴㅎ','ㄷ','ㄹ','ㄹㄱ','ㄹㅁ','ㄹㅂ','ㄹㅅ','ㄹㅌ','ㄹㅍ','ㄹㅎ','ㅁ','ㅂ','ㅂㅅ','ㅅ','ㅆ','ㅇ','ㅈ','ㅊ','ㅋ','ㅌ','ㅍ','ㅎ'])[(ascii(c) - 44032) % 28 + 1]
    else c end, '' order by i), '')
  from unnest(regexp_split_to_array(s, '')) with ordinality as t(c, i)
$$;`);
    this.addSql(`alter table "search_product_name" add column "name_jamo" text generated always as (jamo(name)) stored null;`);
    this.addSql(`alter table "show" add column "title_jamo" text generated always as (jamo(title)) stored null;`);
    this.addSql(`alter table "character" add column "actor_name_jamo" text generated always as (jamo(actor_name)) stored null;`);
    this.addSql(`alter table "users" add column "nickname_jamo" text generated always as (jamo(nickname)) stored null;`);
    this.addSql(`create index "search_product_name_jamo_trgm_idx" on "search_product_name" using gist ("name_jamo" gist_trgm_ops);`);
    this.addSql(`create index "show_title_jamo_trgm_idx" on "show" using gist ("title_jamo" gist_trgm_ops);`);
    this.addSql(`create index "character_actor_name_jamo_trgm_idx" on "character" using gist ("actor_name_jamo" gist_trgm_ops);`);
    this.addSql(`create index "users_nickname_jamo_trgm_idx" on "users" using gist ("nickname_jamo" gist_trgm_ops);`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "users" drop column "nickname_jamo";`);
    this.addSql(`alter table "character" drop column "actor_name_jamo";`);
    this.addSql(`alter table "show" drop column "title_jamo";`);
    this.addSql(`alter table "search_product_name" drop column "name_jamo";`);
    this.addSql(`drop function if exists jamo(text);`);
  }
}
