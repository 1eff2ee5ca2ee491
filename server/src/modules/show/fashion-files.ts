import { msg } from '@scene-shop/domain';
import type { Readable } from 'node:stream';
import type { Logger } from 'pino';
import { AppError, badInput } from '../../common/errors.js';
import { isSafeKey, type Storage } from '../../common/storage.js';

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

/** How the shop serves its own stored files: `/uploads/<key>`, whichever store holds them. */
const SHOP_FILE_PREFIX = '/uploads/';

export const isShopFile = (url: string): boolean => url.startsWith(SHOP_FILE_PREFIX);

/**
 * A copy, in `folder`, of a picture the shop already serves (`/uploads/<key>`), for a new row: each file there
 * belongs to one row and leaves with it, so the row never shares the original. The key must be one the store could
 * hold (no `..`, no encoded or absolute part, nothing outside it) and name a stored file; the copy goes through an
 * upload's checks (an image by its bytes, within the size cap).
 */
export async function copyShopFile(deps: { storage: Storage }, url: string, folder: FashionFolder): Promise<string> {
  const key = url.slice(SHOP_FILE_PREFIX.length);
  if (!isSafeKey(key)) throw badInput(msg('adminFashion.imageNotAllowed'), 'pic');
  const stored = await deps.storage.open(key);
  if (stored.kind !== 'file') throw badInput(msg('adminFashion.imageMissing'), 'pic');
  try {
    return (await deps.storage.save(stored.body, folder)).url;
  } catch (err) {
    // An upload's refusals name its file part; here the picture came as `pic`.
    if (err instanceof AppError && err.field === 'file') throw badInput({ key: err.key, args: err.args }, 'pic');
    throw err;
  }
}
