import { ReferenceKind, type EntityDictionary, type EntityName } from '@mikro-orm/core';
import type { EntityManager, MergeOptions } from '@mikro-orm/postgresql';

/**
 * Hot list reads run hand-written SQL (no query builder) and hand the rows to `em.map`, which makes the same managed
 * entities MikroORM's own queries would. These helpers let one joined statement carry several entities' columns.
 */

/** The columns MikroORM loads for an entity (lazy ones left out) as `alias.col as "prefixcol"`, for a select list. */
export function entityColumns<T extends object>(
  em: EntityManager,
  entity: EntityName<T>,
  alias: string,
  prefix = '',
): string {
  const meta = em.getMetadata().get(entity);
  return meta.props
    .filter(
      (p) =>
        !p.lazy &&
        !p.formula &&
        p.persist !== false &&
        (p.kind === ReferenceKind.SCALAR ||
          p.kind === ReferenceKind.MANY_TO_ONE ||
          (p.kind === ReferenceKind.ONE_TO_ONE && p.owner)),
    )
    .flatMap((p) => p.fieldNames)
    .map((f) => `${alias}."${f}" as "${prefix}${f}"`)
    .join(', ');
}

/** One entity's part of a joined row: the columns named with `prefix`, without it. */
export function prefixed(row: Record<string, unknown>, prefix: string): Record<string, unknown> {
  const part: Record<string, unknown> = {};
  for (const key in row) if (key.startsWith(prefix)) part[key.slice(prefix.length)] = row[key];
  return part;
}

/** `?, ?, …` for an `in (…)` list: the driver expands an array bound to one `?` into a list, not a PostgreSQL array. */
export const placeholders = (values: readonly unknown[]): string => values.map(() => '?').join(', ');

/** No validation of what PostgreSQL just returned, no cascade into relations that are already managed. */
const ROW_MERGE: MergeOptions = { validate: false, cascade: false, disableContextResolution: true };

/**
 * One row of the entity's own columns (see `entityColumns`) as a managed entity, as MikroORM's own queries make
 * them. em.map's defaults are made for data from outside and cost more than the query; em.map hands its options
 * to em.merge (MikroORM 6.6), though its signature names only `schema`.
 */
export function mapRow<T extends object>(em: EntityManager, entity: EntityName<T>, row: Record<string, unknown>): T {
  return em.map(entity, row as EntityDictionary<T>, ROW_MERGE as { schema?: string });
}
