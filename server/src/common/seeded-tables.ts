/**
 * Tables a migration fills with reference data (the couriers, issue 25). A database holding only their rows is still
 * empty to a restore, which replaces those rows with the backup's.
 */
export const MIGRATION_SEEDED_TABLES: readonly string[] = ['courier'];
