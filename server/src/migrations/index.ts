import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261121095412_catalog_sorting } from './Migration20261121095412_catalog_sorting.js';
import { Migration20261121094533_initial } from './Migration20261121094533_initial.js';
import { Migration20261121115554_latest_reviews_index } from './Migration20261121115554_latest_reviews_index.js';
import { Migration20261123090000_token_version_rate_limit } from './Migration20261123090000_token_version_rate_limit.js';
import { Migration20261123100000_search } from './Migration20261123100000_search.js';
import { Migration20261123103000_password_reset } from './Migration20261123103000_password_reset.js';
import { Migration20261124090000_community_alerts } from './Migration20261124090000_community_alerts.js';
import { Migration20261124091000_oauth_state } from './Migration20261124091000_oauth_state.js';
import { Migration20261125090000_chat } from './Migration20261125090000_chat.js';
import { Migration20261126090000_audit } from './Migration20261126090000_audit.js';
import { Migration20261126091000_admin_products } from './Migration20261126091000_admin_products.js';
import { Migration20261126092000_admin_orders } from './Migration20261126092000_admin_orders.js';
import { Migration20261126093000_admin_notices } from './Migration20261126093000_admin_notices.js';
import { Migration20261126094000_admin_promotions } from './Migration20261126094000_admin_promotions.js';
import { Migration20261126095000_admin_community } from './Migration20261126095000_admin_community.js';
import { Migration20261127090000_fashion } from './Migration20261127090000_fashion.js';
import { Migration20261127091000_sales_rollup } from './Migration20261127091000_sales_rollup.js';
import { Migration20261127092000_fashion_audit } from './Migration20261127092000_fashion_audit.js';
import { Migration20261127094000_item_alternatives } from './Migration20261127094000_item_alternatives.js';

/** Migrations in order; listed explicitly so compiled and test runs load the same classes. */
export const migrationsList: MigrationObject[] = [
  { name: 'Migration20261121094533_initial', class: Migration20261121094533_initial },
  { name: 'Migration20261121095412_catalog_sorting', class: Migration20261121095412_catalog_sorting },
  { name: 'Migration20261121115554_latest_reviews_index', class: Migration20261121115554_latest_reviews_index },
  { name: 'Migration20261123090000_token_version_rate_limit', class: Migration20261123090000_token_version_rate_limit },
  { name: 'Migration20261123100000_search', class: Migration20261123100000_search },
  { name: 'Migration20261123103000_password_reset', class: Migration20261123103000_password_reset },
  { name: 'Migration20261124090000_community_alerts', class: Migration20261124090000_community_alerts },
  { name: 'Migration20261124091000_oauth_state', class: Migration20261124091000_oauth_state },
  { name: 'Migration20261125090000_chat', class: Migration20261125090000_chat },
  { name: 'Migration20261126090000_audit', class: Migration20261126090000_audit },
  { name: 'Migration20261126091000_admin_products', class: Migration20261126091000_admin_products },
  { name: 'Migration20261126092000_admin_orders', class: Migration20261126092000_admin_orders },
  { name: 'Migration20261126093000_admin_notices', class: Migration20261126093000_admin_notices },
  { name: 'Migration20261126094000_admin_promotions', class: Migration20261126094000_admin_promotions },
  { name: 'Migration20261126095000_admin_community', class: Migration20261126095000_admin_community },
  { name: 'Migration20261127090000_fashion', class: Migration20261127090000_fashion },
  { name: 'Migration20261127091000_sales_rollup', class: Migration20261127091000_sales_rollup },
  { name: 'Migration20261127092000_fashion_audit', class: Migration20261127092000_fashion_audit },
  { name: 'Migration20261127094000_item_alternatives', class: Migration20261127094000_item_alternatives },
];
