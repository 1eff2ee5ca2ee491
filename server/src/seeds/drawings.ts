import { ACCESSORIES } from './drawings-accessories.js';
import { BOTTOMS, TOPS } from './drawings-clothes.js';
import { SHOES } from './drawings-shoes.js';
import { paint, type Paint } from './paint.js';

/** Every flat drawing by name; each draws one piece in a 100×100 box from a single colour. */
const DRAWINGS = { ...TOPS, ...BOTTOMS, ...SHOES, ...ACCESSORIES } satisfies Record<string, (p: Paint) => string>;

export type DrawingId = keyof typeof DRAWINGS;

export const ACCESSORY_DRAWINGS = Object.keys(ACCESSORIES) as DrawingId[];

/**
 * One piece as an SVG group placed at (x, y) and scaled to `size`. The data attributes name what
 * is drawn, so tests (and anyone reading the file) can tell which kind and colour a picture shows.
 */
export function drawPiece(
  piece: { drawing: DrawingId; kind: string; colour: string; hex: string },
  x: number,
  y: number,
  size: number,
): string {
  const body = DRAWINGS[piece.drawing](paint(piece.hex));
  return (
    `<g data-drawing="${piece.drawing}" data-kind="${piece.kind}" data-colour="${piece.colour}" ` +
    `transform="translate(${x} ${y}) scale(${size / 100})">${body}</g>`
  );
}
