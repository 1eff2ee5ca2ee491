import { Property, type MetadataStorage } from '@mikro-orm/core';

/** A column naming a stored file by its public URL (`/uploads/<key>`). */
export interface UploadColumn {
  table: string;
  column: string;
}

/** The properties declared with @UploadPath, by entity class. */
const declared = new WeakMap<object, Set<string>>();

/**
 * Declares a column holding an upload's public URL: the column itself (a string of up to 300 characters) and its
 * place in the list the upload sweep (./upload-sweep.ts) reads, so that a file a row names is never taken for an
 * orphan. Every such column is declared with this decorator; upload-path.test.ts fails on one that is not.
 */
export function UploadPath(options: { nullable?: boolean } = {}) {
  const property = Property({ type: 'string', length: 300, ...options });
  return (target: object, name: string): void => {
    property(target, name);
    const names = declared.get(target.constructor) ?? new Set<string>();
    declared.set(target.constructor, names.add(name));
  };
}

/** Every column declared with @UploadPath among the ORM's entities, as table and column names. */
export function uploadColumns(metadata: MetadataStorage): UploadColumn[] {
  return Object.values(metadata.getAll())
    .flatMap((meta) =>
      [...(declared.get(meta.class) ?? [])].map((name) => ({
        table: meta.tableName,
        column: meta.properties[name as keyof typeof meta.properties]!.fieldNames[0]!,
      })),
    )
    .sort((a, b) => `${a.table}.${a.column}`.localeCompare(`${b.table}.${b.column}`));
}
