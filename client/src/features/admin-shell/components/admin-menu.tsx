import { useEffect, useId, useRef, useState } from 'react';
import { Link, NavLink } from 'react-router';
import { MSG } from '../../../lib/messages';
import styles from './admin-layout.module.css';
import { paths } from '../../../lib/paths';

type ConsoleTexts = typeof MSG.admin;

/** A section's label in the top menu: the key of one of MSG.admin's texts. */
export type AdminMenuLabel = {
  [K in keyof ConsoleTexts]: ConsoleTexts[K] extends string ? K : never;
}[keyof ConsoleTexts];

export interface AdminMenuItem {
  to: string;
  text: AdminMenuLabel;
}

/**
 * The top menu (admin-console §2): the sections' links, then the user site. In one row on a wide screen; on a narrow
 * one (360 px) it folds behind a menu button, opens under it, and closes on Escape (focus back on the button) or
 * once a page is chosen.
 */
export function AdminMenu({ items }: { items: readonly AdminMenuItem[] }) {
  const listId = useId();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <nav aria-label={MSG.admin.menu} className={styles.menu}>
      <button
        ref={button}
        type="button"
        className={styles.menuButton}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((o) => !o)}
      >
        <span aria-hidden="true" className={styles.burger} />
        {MSG.admin.menuButton}
      </button>
      {/* Choosing a page folds the menu away again. */}
      <ul
        id={listId}
        className={open ? `${styles.list} ${styles.open}` : styles.list}
        onClick={(e) => {
          if ((e.target as HTMLElement).closest('a')) setOpen(false);
        }}
      >
        {items.map((item) => (
          <li key={item.to}>
            <NavLink
              to={item.to}
              className={({ isActive }) => (isActive ? `${styles.item} ${styles.active}` : styles.item)}
            >
              {MSG.admin[item.text]}
            </NavLink>
          </li>
        ))}
        <li className={styles.userSite}>
          <Link to={paths.home()} className={styles.item}>
            {MSG.admin.userSite} <span aria-hidden="true">↗</span>
          </Link>
        </li>
      </ul>
    </nav>
  );
}
