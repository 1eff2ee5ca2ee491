import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 25, 알림 받기: members waiting for a sold-out size, one open request per member and size. A product page's
 * cached answer reads it (`ProductOption.restockRequested`), so it announces its changes like every watched table.
 */
export class Migration20261209090000_restock_requests extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "restock_request" ("no" serial primary key, "user_no" int not null, "option_no" int not null, "date" timestamptz not null default now(), "notified_at" timestamptz null);`,
    );
    this.addSql(`create index "restock_request_user_no_index" on "restock_request" ("user_no");`);
    this.addSql(
      `create unique index "restock_request_open_idx" on "restock_request" ("option_no", "user_no") where "notified_at" is null;`,
    );
    this.addSql(
      `alter table "restock_request" add constraint "restock_request_user_no_foreign" foreign key ("user_no") references "users" ("no") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "restock_request" add constraint "restock_request_option_no_foreign" foreign key ("option_no") references "product_option" ("no") on update cascade on delete cascade;`,
    );
    this.addSql(
      `create trigger scene_shop_cache_notify after insert or update or delete or truncate on "restock_request" for each statement execute function scene_shop_cache_notify();`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "restock_request" cascade;`);
  }
}
