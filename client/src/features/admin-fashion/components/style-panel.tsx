import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import type { FashionStylePanel_StyleFragment } from '../../../gql/graphql';
import { MSG } from '../../../lib/messages';
import { DeleteStyleMutation } from '../operations';
import styles from './character-editor.module.css';
import { DeleteButton } from './delete-button';
import { ItemForm } from './item-form';
import { LinkItemForm } from './link-item-form';
import { StyleItemRow } from './style-item-row';

interface Props {
  style: FashionStylePanel_StyleFragment;
  /** 'style 2': how the admin tells the character's styles apart. */
  name: string;
}

/** One style: its picture, its items, adding or linking one, and deleting the style (§4: its items go too). */
export function StylePanel({ style, name }: Props) {
  const m = MSG.adminFashion.character;
  const [open, setOpen] = useState<'add' | 'link' | null>(null);
  const [deleteStyle] = useMutation(DeleteStyleMutation, {
    refetchQueries: ['FashionCharacter'],
    awaitRefetchQueries: true,
  });
  const toggle = (form: 'add' | 'link') => setOpen(open === form ? null : form);
  return (
    <article className={styles.style} aria-label={name} data-testid="fashion-style">
      <div className={styles.styleHead}>
        <img className={styles.stylePic} src={style.pic} alt="" />
        <div className={styles.styleSide}>
          <h3 className={styles.styleName}>{name}</h3>
          <div className={styles.buttons}>
            <button
              type="button"
              className="btn btn-outline"
              aria-expanded={open === 'add'}
              onClick={() => toggle('add')}
            >
              {MSG.adminFashion.itemForm.open}
            </button>
            <button
              type="button"
              className="btn btn-outline"
              aria-expanded={open === 'link'}
              onClick={() => toggle('link')}
            >
              {MSG.adminFashion.linkForm.open}
            </button>
            <DeleteButton
              label={m.deleteStyle}
              question={m.deleteStyleConfirm(name)}
              cascade={m.deleteStyleCascade}
              onConfirm={() => deleteStyle({ variables: { no: style.no } })}
            />
          </div>
        </div>
      </div>
      {open === 'add' && <ItemForm styleNo={style.no} styleName={name} onDone={() => setOpen(null)} />}
      {open === 'link' && <LinkItemForm styleNo={style.no} styleName={name} onDone={() => setOpen(null)} />}
      {style.items.length === 0 ? (
        <p className={styles.noItems}>{m.noLinkedItems}</p>
      ) : (
        <ul className={styles.items}>
          {style.items.map((item) => (
            <li key={item.no}>
              <StyleItemRow item={item} styleNo={style.no} />
            </li>
          ))}
        </ul>
      )}
    </article>
  );
}
