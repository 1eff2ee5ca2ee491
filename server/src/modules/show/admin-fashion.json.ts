import type { Character } from './character.entity.js';
import type { Item } from './item.entity.js';
import type { Style } from './style.entity.js';

/** Admin console §3's shapes of the fashion shims. */

/** Actor info / character: no, actor, character, pic (the character as stored, with its suffix). */
export const actorInfoJson = (c: Character) => ({ no: c.no, actor: c.actorName, character: c.name, pic: c.pic });

export const adminStyleJson = (s: Style) => ({ no: s.no, pic: s.pic });

/** An item in one style: no, name, pic, product (linked product number), style (style number), path. */
export const styleItemJson = (i: Item, styleNo: number) => ({
  no: i.no,
  name: i.name,
  pic: i.pic,
  product: i.product?.no ?? null,
  style: styleNo,
  path: i.path,
  match: i.match,
});

/** The item list's row; its styles, characters, shows and product must be loaded. */
export const itemListJson = (i: Item) => ({
  no: i.no,
  name: i.name,
  pic: i.pic,
  path: i.path,
  match: i.match,
  productNo: i.product?.no ?? null,
  productName: i.product?.getEntity().name ?? null,
  styleInfos: i.styles
    .getItems()
    .sort((a, b) => a.no - b.no)
    .map((s) => {
      const character = s.character.getEntity();
      return {
        no: s.no,
        style: { pic: s.pic },
        showTitle: character.show.getEntity().title,
        actorInfo: { no: character.no, actor: character.actorName },
      };
    }),
});
