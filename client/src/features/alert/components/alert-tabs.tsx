import { useRef, type KeyboardEvent } from 'react';
import type { AlertCategory } from '../../../gql/graphql';
import { MSG } from '../../../lib/messages';
import styles from './alert-popup.module.css';

/** The popup's filters (spec): 전체, 주문, 커뮤니티, 프로모션; null means all. */
const TABS: { value: AlertCategory | null }[] = [
  { value: null },
  { value: 'ORDER' },
  { value: 'COMMUNITY' },
  { value: 'PROMOTION' },
];

const tabLabel = (value: AlertCategory | null) => (value ? MSG.alert.categories[value] : MSG.alert.all);

export const alertTabId = (base: string, value: AlertCategory | null) => `${base}-${value ?? 'ALL'}`;

interface Props {
  value: AlertCategory | null;
  onChange(value: AlertCategory | null): void;
  /** Prefix of the tabs' ids, so the panel can name the selected one. */
  idBase: string;
  panelId: string;
}

/** Category tabs with the usual keys: arrows move and select, Home and End jump to the ends. */
export function AlertTabs({ value, onChange, idBase, panelId }: Props) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const current = TABS.findIndex((t) => t.value === value);

  const onKeyDown = (e: KeyboardEvent) => {
    const last = TABS.length - 1;
    const moves: Record<string, number> = {
      ArrowRight: current === last ? 0 : current + 1,
      ArrowLeft: current === 0 ? last : current - 1,
      Home: 0,
      End: last,
    };
    const next = moves[e.key];
    if (next === undefined) return;
    e.preventDefault();
    onChange(TABS[next]!.value);
    refs.current[next]?.focus();
  };

  return (
    <div role="tablist" aria-label={MSG.alert.tabs} className={styles.tabs} onKeyDown={onKeyDown}>
      {TABS.map((tab, i) => (
        <button
          key={tab.value ?? 'ALL'}
          ref={(el) => {
            refs.current[i] = el;
          }}
          type="button"
          role="tab"
          id={alertTabId(idBase, tab.value)}
          aria-selected={i === current}
          aria-controls={panelId}
          tabIndex={i === current ? 0 : -1}
          className={styles.tab}
          onClick={() => onChange(tab.value)}
        >
          {tabLabel(tab.value)}
        </button>
      ))}
    </div>
  );
}
