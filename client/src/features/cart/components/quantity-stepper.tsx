import { MSG } from '../../../lib/messages';
import styles from './quantity-stepper.module.css';

interface Props {
  name: string;
  quantity: number;
  max: number;
  disabled?: boolean;
  onChange(quantity: number): void;
}

/** − quantity + within 1..max (the stock); the buttons are disabled at the bounds. */
export function QuantityStepper({ name, quantity, max, disabled, onChange }: Props) {
  return (
    <div className={styles.stepper} role="group" aria-label={MSG.cart.quantityOf(name)}>
      <button
        type="button"
        aria-label={MSG.cart.decrease}
        disabled={disabled || quantity <= 1}
        onClick={() => onChange(quantity - 1)}
      >
        −
      </button>
      <output aria-live="polite" aria-label={MSG.cart.quantity}>
        {quantity}
      </output>
      <button
        type="button"
        aria-label={MSG.cart.increase}
        disabled={disabled || quantity >= max}
        onClick={() => onChange(quantity + 1)}
      >
        +
      </button>
    </div>
  );
}
