import { Migration } from '@mikro-orm/migrations';

/** The audit trail keeps the console's changes to shows, characters, styles and items too. */
export class Migration20261127092000_fashion_audit extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "audit_entry" drop constraint if exists "audit_entry_subject_check";`);
    this.addSql(
      `alter table "audit_entry" add constraint "audit_entry_subject_check" check ("subject" in ('PRODUCT', 'ORDER', 'NOTICE', 'COUPON', 'ADVERTISEMENT', 'POPUP', 'POST', 'SHOW', 'CHARACTER', 'STYLE', 'ITEM'));`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "audit_entry" drop constraint if exists "audit_entry_subject_check";`);
    this.addSql(
      `alter table "audit_entry" add constraint "audit_entry_subject_check" check ("subject" in ('PRODUCT', 'ORDER', 'NOTICE', 'COUPON', 'ADVERTISEMENT', 'POPUP', 'POST'));`,
    );
  }
}
