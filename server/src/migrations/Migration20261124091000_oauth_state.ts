import { Migration } from '@mikro-orm/migrations';

export class Migration20261124091000_oauth_state extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "oauth_state" ("state" varchar(64) not null, "provider" varchar(10) not null, "code_verifier" varchar(128) null, "link_user_no" int null, "expires_at" timestamptz not null, "created_at" timestamptz not null default now(), constraint "oauth_state_pkey" primary key ("state"));`);
    this.addSql(`create index "oauth_state_expires_at_index" on "oauth_state" ("expires_at");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "oauth_state" cascade;`);
  }

}
