import { Migration } from '@mikro-orm/migrations';

export class Migration20261125090000_chat extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "canned_reply" ("no" serial primary key, "shortcut" varchar(20) not null, "content" varchar(1000) not null, "created_at" timestamptz not null default now());`);
    this.addSql(`alter table "canned_reply" add constraint "canned_reply_shortcut_unique" unique ("shortcut");`);
    this.addSql(`drop index "chat_room_user_closed_idx";`);
    this.addSql(`alter table "chat_room" add column "member_read_no" int not null default 0, add column "admin_read_no" int not null default 0;`);
    // Earlier data may hold several open rooms of one member: all but the latest are ended before the rule applies.
    this.addSql(`update "chat_room" set "closed" = true where not "closed" and "no" not in (select max("no") from "chat_room" where not "closed" group by "user_no");`);
    this.addSql(`create unique index "chat_room_one_open_idx" on "chat_room" ("user_no") where not "closed";`);
    this.addSql(`alter table "chat_message" add column "order_no" int null;`);
    this.addSql(`alter table "chat_message" add constraint "chat_message_order_no_foreign" foreign key ("order_no") references "orders" ("no") on update cascade on delete set null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "chat_message" drop constraint "chat_message_order_no_foreign";`);
    this.addSql(`alter table "chat_message" drop column "order_no";`);
    this.addSql(`drop index "chat_room_one_open_idx";`);
    this.addSql(`alter table "chat_room" drop column "member_read_no", drop column "admin_read_no";`);
    this.addSql(`create index "chat_room_user_closed_idx" on "chat_room" ("user_no", "closed");`);
    this.addSql(`drop table if exists "canned_reply" cascade;`);
  }

}
