import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261121094533_initial } from './Migration20261121094533_initial.js';

/** Migrations in order; listed explicitly so compiled and test runs load the same classes. */
export const migrationsList: MigrationObject[] = [{ name: 'Migration20261121094533_initial', class: Migration20261121094533_initial }];
