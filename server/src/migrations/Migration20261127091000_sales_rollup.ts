import { Migration } from '@mikro-orm/migrations';

export class Migration20261127091000_sales_rollup extends Migration {

  override async up(): Promise<void> {
  }

  override async down(): Promise<void> {
  }

}
