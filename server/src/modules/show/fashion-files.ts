import type { Readable } from 'node:stream';
import type { Logger } from 'pino';
import type { Storage } from '../../common/storage.js';

/** A console write's picture file (multipart or GraphQL upload); its checks are the storage's (size, type). */
export interface WithFile {
  file: Readable | null;
}

/** Upload folders of the console's pictures: each file there belongs to exactly one row. */
export type FashionFolder = 'show' | 'character' | 'style' | 'item';

/**
 * Only files of those folders (and of popups, which a show's removal may take along) are ever removed: the demo
 * pictures (`demo/`) are shared by many rows.
 */
const OWN_FILE = /^\/uploads\/(show|character|style|item|popup)\//;

/** Removes the pictures of rows that are gone (after their commit); a failure is logged, never undoes the change. */
export async function removeFiles(deps: { storage: Storage; logger: Logger }, urls: (string | null)[]): Promise<void> {
  for (const url of new Set(urls)) {
    if (!url || !OWN_FILE.test(url)) continue;
    try {
      await deps.storage.delete(url);
    } catch (err) {
      deps.logger.error({ err, url }, 'could not remove a picture of a removed row');
    }
  }
}

/** Runs the write that keeps a freshly stored picture; when it fails the picture is removed again. */
export async function keepingFile<T>(
  deps: { storage: Storage; logger: Logger },
  url: string | null,
  write: () => Promise<T>,
): Promise<T> {
  try {
    return await write();
  } catch (err) {
    await removeFiles(deps, [url]);
    throw err;
  }
}
