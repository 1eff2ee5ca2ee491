import { msg } from '@scene-shop/domain';
import { Readable } from 'node:stream';
import type { ReadableStream } from 'node:stream/web';
import type { Logger } from 'pino';
import { AppError, badInput } from '../../../common/errors.js';
import type { Storage } from '../../../common/storage.js';
import type { Config } from '../../../config/env.js';
import { providerDown, providerError, unreachable } from './tmdb-show-info.js';

export interface ImageDeps {
  config: Pick<Config, 'SHOW_INFO_IMAGE_URL' | 'SHOW_INFO_TIMEOUT_MS' | 'UPLOAD_MAX_BYTES'>;
  logger: Logger;
  storage: Storage;
}

/**
 * Is the URL one of the source's pictures: under SHOW_INFO_IMAGE_URL (same origin, below its path), with no
 * credentials, query or fragment? Anything else is refused, so the server never fetches an address a caller chose.
 */
export function isSourceImage(imageUrl: string, candidate: string): boolean {
  let url: URL;
  try {
    url = new URL(candidate);
  } catch {
    return false;
  }
  const base = new URL(imageUrl.replace(/\/+$/, ''));
  const prefix = `${base.pathname.replace(/\/+$/, '')}/`;
  return (
    url.origin === base.origin &&
    url.pathname.startsWith(prefix) &&
    url.pathname.length > prefix.length &&
    !url.username &&
    !url.password &&
    !url.search &&
    !url.hash
  );
}

/**
 * Downloads one of the source's pictures into the upload storage (folder `folder`) and gives its public URL. The
 * bytes go through the same checks as an upload (size cap while they arrive, type read from the bytes); redirects
 * are not followed and the whole download is bounded by SHOW_INFO_TIMEOUT_MS.
 */
export async function saveSourceImage(deps: ImageDeps, url: string, folder: string): Promise<string> {
  if (!isSourceImage(deps.config.SHOW_INFO_IMAGE_URL, url)) throw badInput(msg('adminFashion.imageNotAllowed'), 'pic');
  try {
    const res = await fetch(url, { redirect: 'error', signal: AbortSignal.timeout(deps.config.SHOW_INFO_TIMEOUT_MS) });
    if (res.status !== 200 || !res.body) {
      deps.logger.error({ status: res.status, url }, 'show-info source refused a picture');
      await res.body?.cancel();
      throw providerError();
    }
    if (Number(res.headers.get('content-length') ?? 0) > deps.config.UPLOAD_MAX_BYTES) {
      await res.body.cancel();
      throw badInput(msg('upload.tooLarge'), 'pic');
    }
    const stored = await deps.storage.save(Readable.fromWeb(res.body as ReadableStream<Uint8Array>), folder);
    return stored.url;
  } catch (err) {
    if (err instanceof AppError) throw err;
    deps.logger.error({ err, url }, 'show-info picture download failed');
    throw unreachable(err) ? providerDown() : providerError();
  }
}
