/**
 * The few colours a flat drawing needs from one garment colour: its fill, an outline that shows
 * on a light background, and a detail shade (seams, buttons) that shows on the fill itself.
 */
export interface Paint {
  fill: string;
  edge: string;
  detail: string;
  /** A lighter tone of the fill, for linings and highlights. */
  light: string;
}

function rgb(hex: string): [number, number, number] {
  const n = parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

export function mix(hex: string, other: string, t: number): string {
  const a = rgb(hex);
  const b = rgb(other);
  return `#${a
    .map((v, i) => Math.round(v + ((b[i] as number) - v) * t))
    .map((v) => v.toString(16).padStart(2, '0'))
    .join('')}`;
}

/** Relative luminance in 0..1 (sRGB weights, no gamma: good enough to choose light or dark lines). */
export function luminance(hex: string): number {
  const [r, g, b] = rgb(hex);
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}

export function paint(hex: string): Paint {
  const dark = luminance(hex) < 0.3;
  return {
    fill: hex,
    edge: dark ? mix(hex, '#000000', 0.4) : mix(hex, '#000000', 0.38),
    detail: dark ? mix(hex, '#ffffff', 0.28) : mix(hex, '#000000', 0.22),
    light: mix(hex, '#ffffff', dark ? 0.18 : 0.45),
  };
}

/** A filled shape with the garment outline. */
export function shape(d: string, fill: string, p: Paint): string {
  return `<path d="${d}" fill="${fill}" stroke="${p.edge}" stroke-width="1.2" stroke-linejoin="round"/>`;
}

/** An unfilled line (seams, straps, chains). */
export function line(d: string, stroke: string, width = 1, extra = ''): string {
  return `<path d="${d}" fill="none" stroke="${stroke}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"${extra}/>`;
}

export function dot(cx: number, cy: number, r: number, fill: string): string {
  return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}"/>`;
}
