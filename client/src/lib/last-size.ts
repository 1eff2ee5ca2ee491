import { sizeKind, type SizeKind } from '@scene-shop/domain/options';

/**
 * The last size the shopper chose, one per kind (clothes letters or numbers, shoes in mm), kept in browser storage
 * so the show page's alternatives can prefer products with that size in stock. Shared here because the product page
 * writes it and the show page reads it, and features may not import each other.
 */
const KEY = 'last_sizes';

type LastSizes = Partial<Record<SizeKind, string>>;

function read(): LastSizes {
  try {
    const parsed = JSON.parse(window.localStorage.getItem(KEY) ?? '{}') as unknown;
    if (typeof parsed !== 'object' || parsed === null) return {};
    const { clothes, shoes } = parsed as Record<string, unknown>;
    return {
      ...(typeof clothes === 'string' ? { clothes } : {}),
      ...(typeof shoes === 'string' ? { shoes } : {}),
    };
  } catch {
    return {}; // a damaged entry is as good as none
  }
}

/** Remembers a chosen size in place of the last one of its kind; the one size of an accessory says nothing. */
export function rememberSize(size: string): void {
  const kind = sizeKind(size);
  if (kind === null) return;
  try {
    window.localStorage.setItem(KEY, JSON.stringify({ ...read(), [kind]: size }));
  } catch {
    // Storage full or refused (private mode): the preference is only a nicety.
  }
}

/** The remembered sizes, at most one of each kind, for the alternatives' `sizes` argument. */
export function lastSizes(): string[] {
  const { clothes, shoes } = read();
  return [clothes, shoes].filter((s): s is string => s !== undefined);
}
