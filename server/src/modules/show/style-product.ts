import type { EntityManager } from '@mikro-orm/postgresql';

/** Every style's links recomputed from its items: what style_product must hold (its triggers do it style by style). */
export const STYLE_PRODUCT_LINKS = `
  select distinct s.no as style_no, i.product_no, s.character_no, c.show_no
    from style s join style_item si on si.style_no = s.no join item i on i.no = si.item_no
    join "character" c on c.no = s.character_no
   where i.product_no is not null`;

const COLUMNS = 'style_no, product_no, character_no, show_no';

/** Where style_product differs from a recomputation, both ways: empty when they are equal. For the tests. */
export function styleProductDrift(em: EntityManager): Promise<unknown[]> {
  return em.execute(
    `select 'expected' as side, x.* from ((${STYLE_PRODUCT_LINKS}) except select ${COLUMNS} from style_product) x
     union all
     select 'stored', y.* from (select ${COLUMNS} from style_product except (${STYLE_PRODUCT_LINKS})) y`,
  );
}
