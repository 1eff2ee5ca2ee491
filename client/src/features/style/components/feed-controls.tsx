import type { FeedOrder, FeedScope } from '../../../gql/graphql';
import { MSG } from '../../../lib/messages';
import styles from './feed.module.css';

const SCOPES: readonly FeedScope[] = ['FOLLOWING', 'ALL'];
const ORDERS: readonly FeedOrder[] = ['LATEST', 'POPULAR'];

interface Props {
  scope: FeedScope;
  order: FeedOrder;
  onScope(scope: FeedScope): void;
  onOrder(order: FeedOrder): void;
}

/** Two toggles: 팔로잉 / 전체 (whose posts) and 최신순 / 인기순 (in which order). */
export function FeedControls({ scope, order, onScope, onOrder }: Props) {
  return (
    <div className={styles.controls}>
      <Toggle
        label={MSG.styleFeed.scopeLabel}
        values={SCOPES}
        texts={MSG.styleFeed.scopes}
        value={scope}
        onChange={onScope}
      />
      <Toggle
        label={MSG.styleFeed.orderLabel}
        values={ORDERS}
        texts={MSG.styleFeed.orders}
        value={order}
        onChange={onOrder}
      />
    </div>
  );
}

interface ToggleProps<T extends string> {
  label: string;
  values: readonly T[];
  texts: Record<T, string>;
  value: T;
  onChange(value: T): void;
}

function Toggle<T extends string>({ label, values, texts, value, onChange }: ToggleProps<T>) {
  return (
    <div className={styles.toggle} role="group" aria-label={label}>
      {values.map((v) => (
        <button key={v} type="button" aria-pressed={v === value} onClick={() => v !== value && onChange(v)}>
          {texts[v]}
        </button>
      ))}
    </div>
  );
}
