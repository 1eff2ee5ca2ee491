import { describe, expect, it } from 'vitest';
import { ColorFamily } from '../common/enums.js';
import { colorFamilyOf } from './color-family.js';
import { COLOURS } from './kinds.js';

describe('colorFamilyOf', () => {
  it('names the demo palette as a shopper would', () => {
    const families = Object.fromEntries(COLOURS.map((c) => [c.name, colorFamilyOf(c.hex)]));
    expect(families).toEqual({
      블랙: ColorFamily.BLACK,
      차콜: ColorFamily.GREY,
      그레이: ColorFamily.GREY,
      실버: ColorFamily.GREY,
      화이트: ColorFamily.WHITE,
      아이보리: ColorFamily.WHITE,
      베이지: ColorFamily.BEIGE,
      카멜: ColorFamily.BROWN,
      브라운: ColorFamily.BROWN,
      네이비: ColorFamily.NAVY,
      블루: ColorFamily.BLUE,
      스카이블루: ColorFamily.BLUE,
      버건디: ColorFamily.RED,
      레드: ColorFamily.RED,
      핑크: ColorFamily.PINK,
      카키: ColorFamily.GREEN,
      민트: ColorFamily.GREEN,
      라벤더: ColorFamily.PURPLE,
      머스터드: ColorFamily.YELLOW,
      골드: ColorFamily.YELLOW,
    });
  });

  it('reads colours outside the palette too', () => {
    const named: [string, ColorFamily][] = [
      ['#000000', ColorFamily.BLACK],
      ['#ffffff', ColorFamily.WHITE],
      ['#808080', ColorFamily.GREY],
      ['#ff0000', ColorFamily.RED],
      ['#ffc0cb', ColorFamily.PINK],
      ['#ff8c00', ColorFamily.ORANGE],
      ['#ffff00', ColorFamily.YELLOW],
      ['#8b4513', ColorFamily.BROWN],
      ['#d2b48c', ColorFamily.BEIGE],
      ['#008000', ColorFamily.GREEN],
      ['#808000', ColorFamily.GREEN],
      ['#0000ff', ColorFamily.BLUE],
      ['#000080', ColorFamily.NAVY],
      ['#800080', ColorFamily.PURPLE],
    ];
    for (const [hex, family] of named) expect(colorFamilyOf(hex), hex).toBe(family);
  });
});
