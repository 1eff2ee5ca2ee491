/** Roughly how wide a text is at a font size: Hangul, kana and CJK take a full em, the rest a little over half. */
export function textWidth(text: string, fontSize: number): number {
  let width = 0;
  for (const ch of text)
    width += /[\u1100-\u11ff\u2e80-\u9fff\uac00-\ud7af\uff00-\uffef]/.test(ch) ? fontSize : fontSize * 0.6;
  return width;
}

/** The text cut to fit a width, with '…' where it was cut. */
export function fitText(text: string, maxWidth: number, fontSize: number): string {
  if (textWidth(text, fontSize) <= maxWidth) return text;
  const room = maxWidth - textWidth('…', fontSize);
  let out = '';
  for (const ch of text) {
    if (textWidth(out + ch, fontSize) > room) break;
    out += ch;
  }
  return `${out.trimEnd()}…`;
}

/**
 * The room left of horizontal bars for their names: what the longest name needs, at most a third of the chart (so
 * a phone keeps room for the bars), and never less than 56 px.
 */
export function labelRoom(labels: readonly string[], chartWidth: number, fontSize: number): number {
  const longest = Math.max(0, ...labels.map((l) => textWidth(l, fontSize)));
  return Math.round(Math.max(56, Math.min(longest + 12, chartWidth / 3)));
}
