import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 22: the member's language (chosen in the language widget, kept on the account; null reads as Korean) and
 * alerts stored as a catalogue key with its arguments, shown in the reader's language. Existing alerts keep their
 * Korean text and no key.
 */
export class Migration20261130090000_message_keys extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "users" add column "language" varchar(5) null;`);
    this.addSql(`alter table "alert" add column "message_key" varchar(100) null, add column "message_args" jsonb null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "alert" drop column "message_key", drop column "message_args";`);
    this.addSql(`alter table "users" drop column "language";`);
  }
}
