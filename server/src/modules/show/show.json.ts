import type { Character } from './character.entity.js';
import type { Item } from './item.entity.js';
import type { Show } from './show.entity.js';
import type { Style } from './style.entity.js';

/** The original API's flat shapes. */
export const showJson = (s: Show) => ({ no: s.no, title: s.title, pic: s.pic });

export const characterJson = (c: Character) => ({
  no: c.no,
  showNo: c.show.unwrap().no,
  actor: c.actorName,
  name: c.name,
  pic: c.pic,
});

export const styleJson = (s: Style) => ({ no: s.no, characterNo: s.character.unwrap().no, pic: s.pic });

export const itemJson = (i: Item) => ({
  no: i.no,
  name: i.name,
  pic: i.pic,
  path: i.path,
  productNo: i.product ? i.product.unwrap().no : null,
});
