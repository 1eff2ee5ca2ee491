import { Migration } from '@mikro-orm/migrations';

/** product_option is read by cached answers (a product's sizes and stock): it announces its changes like every table. */
export class Migration20261205095000_product_option_cache extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create trigger scene_shop_cache_notify after insert or update or delete or truncate on product_option
        for each statement execute function scene_shop_cache_notify();`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop trigger scene_shop_cache_notify on product_option;`);
  }
}
