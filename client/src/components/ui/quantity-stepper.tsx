import { MSG } from '../../lib/messages';
import styles from './quantity-stepper.module.css';

interface Props {
  /** The group's accessible name, e.g. '수량' or '셔츠 수량'. */
  label: string;
  quantity: number;
  max: number;
  disabled?: boolean;
  compact?: boolean;
  onChange(quantity: number): void;
}

/** − quantity + within 1..max (the stock); the buttons are disabled at the bounds. */
export function QuantityStepper({ label, quantity, max, disabled = false, compact = false, onChange }: Props) {
  return (
    <div className={compact ? `${styles.stepper} ${styles.compact}` : styles.stepper} role="group" aria-label={label}>
      <button
        type="button"
        aria-label={MSG.quantity.decrease}
        disabled={disabled || quantity <= 1}
        onClick={() => onChange(quantity - 1)}
      >
        −
      </button>
      <output aria-live="polite" aria-label={MSG.quantity.value} data-testid="quantity">
        {quantity}
      </output>
      <button
        type="button"
        aria-label={MSG.quantity.increase}
        disabled={disabled || quantity >= max}
        onClick={() => onChange(quantity + 1)}
      >
        +
      </button>
    </div>
  );
}
