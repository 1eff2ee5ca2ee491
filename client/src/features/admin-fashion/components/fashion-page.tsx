import { useId } from 'react';
import { MSG } from '../../../lib/messages';
import { useListParams } from '../use-list-params';
import layout from './fashion-layout.module.css';
import styles from './fashion-page.module.css';
import { ItemBrowser } from './item-browser';
import { ShowFinder } from './show-finder';
import { ShowGrid } from './show-grid';

/** /admin/fashion (admin-console §2 Show management): find or add a show, the registered shows and items. */
export function FashionPage() {
  const { showPage, itemPage, itemTerm, update } = useListParams();
  const showsId = useId();
  const itemsId = useId();
  return (
    <section className={`page ${layout.page}`}>
      <h1 className={styles.title}>{MSG.adminFashion.title}</h1>
      <ShowFinder />
      <section className={layout.section} aria-labelledby={showsId}>
        <h2 id={showsId} className={layout.sectionTitle}>
          {MSG.adminFashion.shows.title}
        </h2>
        <ShowGrid page={showPage} onPage={(page, replace) => update({ page }, replace)} />
      </section>
      <section className={layout.section} aria-labelledby={itemsId}>
        <h2 id={itemsId} className={layout.sectionTitle}>
          {MSG.adminFashion.items.title}
        </h2>
        <ItemBrowser
          key={itemTerm}
          term={itemTerm}
          page={itemPage}
          onSearch={(item) => update({ item, itemPage: 1 })}
          onPage={(page, replace) => update({ itemPage: page }, replace)}
        />
      </section>
    </section>
  );
}
