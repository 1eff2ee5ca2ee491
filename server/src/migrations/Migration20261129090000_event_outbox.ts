import { Migration } from '@mikro-orm/migrations';

/** Issue 15: the transactional outbox of domain events (see server/src/common/outbox.ts). */
export class Migration20261129090000_event_outbox extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "event_outbox" ("id" bigserial primary key, "name" varchar(64) not null, "payload" jsonb not null, "attempts" smallint not null default 0, "created_at" timestamptz not null default now());`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "event_outbox" cascade;`);
  }
}
