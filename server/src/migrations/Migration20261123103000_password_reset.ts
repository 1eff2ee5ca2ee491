import { Migration } from '@mikro-orm/migrations';

export class Migration20261123103000_password_reset extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table "users" add column "temp_pwd" varchar(255) null, add column "temp_pwd_expires_at" timestamptz null, add column "must_change_password" boolean not null default false;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "users" drop column "temp_pwd", drop column "temp_pwd_expires_at", drop column "must_change_password";`);
  }

}
