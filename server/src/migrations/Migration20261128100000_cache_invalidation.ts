import { Migration } from '@mikro-orm/migrations';
import { UNWATCHED_TABLES } from '../common/unwatched-tables.js';

/**
 * The response cache's invalidation (issue 14): every other table announces each statement that changes it on the
 * channel `scene_shop_cache`, with the table's name. PostgreSQL delivers the NOTIFY at commit, in commit order, to
 * every instance, so each drops what it cached from that table. A table added later needs the same trigger (a test
 * lists the tables without it).
 */
export class Migration20261128100000_cache_invalidation extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create function scene_shop_cache_notify() returns trigger language plpgsql as $$
      begin
        perform pg_notify('scene_shop_cache', tg_table_name);
        return null;
      end $$;`);
    const unwatched = UNWATCHED_TABLES.map((t) => `'${t}'`).join(', ');
    this.addSql(`
      do $$
      declare t text;
      begin
        for t in select tablename from pg_tables where schemaname = current_schema() and tablename not in (${unwatched})
        loop
          execute format('create trigger scene_shop_cache_notify after insert or update or delete or truncate on %I '
            'for each statement execute function scene_shop_cache_notify()', t);
        end loop;
      end $$;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop function scene_shop_cache_notify() cascade;`);
  }
}
