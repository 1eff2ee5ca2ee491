import { TRACKING_CSV_MAX_CHARS } from '@scene-shop/domain/inputs';

/** The largest file the page reads (Korean text is up to 3 bytes a character in UTF-8; the server counts characters). */
export const CSV_MAX_BYTES = TRACKING_CSV_MAX_CHARS;

/**
 * A courier's CSV as text. Couriers' and Excel's Korean exports are often EUC-KR (CP949) rather than UTF-8: a file
 * that is not valid UTF-8 is read as EUC-KR.
 */
export async function readCsvFile(file: Blob): Promise<string> {
  const bytes = await file.arrayBuffer();
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('euc-kr').decode(bytes);
  }
}
