/**
 * The documented product calls (admin console §7) send the form's numbers as numbers or as the text typed; §5 reads
 * them as integers: a JSON number is cut to its whole part, text is read like parseInt ('12abc' is 12); blank or
 * unreadable is null (which the rules treat as 0, except for the stock, which must be present).
 */
export function parseInteger(value: unknown): unknown {
  if (typeof value === 'number') return Number.isFinite(value) ? Math.trunc(value) : value;
  if (typeof value !== 'string') return value;
  const n = Number.parseInt(value.trim(), 10);
  return Number.isFinite(n) ? n : null;
}

const NUMBERS = ['price', 'stock', 'discountRate'] as const;

/** A REST adaptor in front of the product schemas: the `productDto` part's numbers as §5 reads them. */
export function formNumbers(raw: unknown): unknown {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return raw;
  const dto = { ...(raw as Record<string, unknown>) };
  for (const key of NUMBERS) if (Object.hasOwn(dto, key)) dto[key] = parseInteger(dto[key]);
  return dto;
}
