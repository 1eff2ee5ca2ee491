import { formatWon } from '../../../lib/format';
import { MSG } from '../../../lib/messages';
import styles from './size-picker.module.css';

export interface SizeChoice {
  no: number;
  label: string;
  stock: number;
  priceDelta: number;
}

interface Props {
  options: readonly SizeChoice[];
  chosen: number | null;
  onChoose(no: number): void;
}

/** The sizes as buttons: a sold-out one is shown, struck through, and cannot be chosen; a price difference is shown. */
export function SizePicker({ options, chosen, onChoose }: Props) {
  return (
    <fieldset className={styles.picker}>
      <legend className={styles.legend}>{MSG.product.size}</legend>
      <div className={styles.sizes}>
        {options.map((o) => {
          const soldOut = o.stock < 1;
          return (
            <button
              key={o.no}
              type="button"
              className={styles.size}
              aria-pressed={chosen === o.no}
              disabled={soldOut}
              onClick={() => onChoose(o.no)}
              data-testid="size-option"
            >
              <span className={soldOut ? styles.struck : undefined}>{o.label}</span>
              {soldOut && <small>{MSG.product.sizeSoldOut}</small>}
              {!soldOut && o.priceDelta !== 0 && <small>{MSG.product.sizePrice(formatWon(o.priceDelta))}</small>}
            </button>
          );
        })}
      </div>
      {chosen === null && options.length > 1 && <p className={styles.hint}>{MSG.product.chooseSize}</p>}
    </fieldset>
  );
}
