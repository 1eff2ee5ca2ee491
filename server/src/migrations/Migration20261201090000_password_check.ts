import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 23: when the member last confirmed the current password (`POST /api/user/validate-password`), so that the
 * documented account form's save without the current password is accepted shortly after.
 */
export class Migration20261201090000_password_check extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "users" add column "password_checked_at" timestamptz null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "users" drop column "password_checked_at";`);
  }
}
