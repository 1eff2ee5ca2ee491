import { MSG } from '../../../lib/messages';
import styles from './quantity-control.module.css';

interface Props {
  value: number;
  max: number;
  disabled?: boolean;
  onChange(value: number): void;
}

/** − n + within 1..max; the buttons stop at the ends. */
export function QuantityControl({ value, max, disabled = false, onChange }: Props) {
  return (
    <div className={styles.control} role="group" aria-label={MSG.product.quantity}>
      <button
        type="button"
        aria-label={MSG.product.decrease}
        disabled={disabled || value <= 1}
        onClick={() => onChange(value - 1)}
      >
        −
      </button>
      <output className={styles.value} aria-live="polite" data-testid="quantity">
        {value}
      </output>
      <button
        type="button"
        aria-label={MSG.product.increase}
        disabled={disabled || value >= max}
        onClick={() => onChange(value + 1)}
      >
        +
      </button>
    </div>
  );
}
