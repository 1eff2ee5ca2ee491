import { useEffect, useRef, useState } from 'react';
import { MSG } from '../../lib/messages';
import { loadPostcode, pickedAddress, postcodeScriptUrl } from './postcode';
import styles from './address.module.css';

interface Props {
  onSelect(zipcode: string, address: string): void;
}

type State = 'idle' | 'loading' | 'open' | 'failed';

/**
 * The place of the postcode search widget. With a configured service it offers a search button and shows the
 * widget in the page; without one, or when the script cannot load (offline), the member types the zipcode and the
 * address by hand.
 */
export function PostcodeSearch({ onSelect }: Props) {
  const url = postcodeScriptUrl();
  const [state, setState] = useState<State>('idle');
  const boxRef = useRef<HTMLDivElement>(null);
  const selectRef = useRef(onSelect);

  useEffect(() => {
    selectRef.current = onSelect;
  }, [onSelect]);

  useEffect(() => {
    if (state !== 'loading' || !url) return;
    let live = true;
    loadPostcode(url)
      .then((Postcode) => {
        if (!live || !boxRef.current) return;
        setState('open');
        const widget = new Postcode({
          width: '100%',
          height: '100%',
          oncomplete: (data) => {
            selectRef.current(data.zonecode, pickedAddress(data));
            setState('idle');
          },
        });
        widget.embed(boxRef.current);
      })
      .catch((e: unknown) => {
        console.warn(e); // spec: a widget that did not load is only logged
        if (live) setState('failed');
      });
    return () => {
      live = false;
    };
  }, [state, url]);

  if (!url) return <p className={styles.hint}>{MSG.account.postcodeManual}</p>;
  const open = state === 'loading' || state === 'open';
  return (
    <div className={styles.postcode}>
      <button type="button" className="btn btn-outline" onClick={() => setState(open ? 'idle' : 'loading')}>
        {open ? MSG.account.closeSearch : MSG.account.searchAddress}
      </button>
      {state === 'failed' && (
        <p className={styles.hint} role="status">
          {MSG.account.postcodeUnavailable}
        </p>
      )}
      {state === 'loading' && <p className={styles.hint}>{MSG.account.postcodeLoading}</p>}
      {open && <div ref={boxRef} className={styles.postcodeBox} />}
    </div>
  );
}
