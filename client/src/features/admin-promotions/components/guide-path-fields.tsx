import { useId } from 'react';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { MSG } from '../../../lib/messages';
import type { GuidePathValues } from '../guide-path-schema';
import type { PathType } from '../promotion-paths';
import { PathTypeSelect } from './path-type-select';
import { TargetPicker } from './target-picker';
import styles from './promotions.module.css';

interface Props {
  label: string;
  types: readonly PathType[];
}

/**
 * Where an advertisement or popup leads, inside its form: the page type and, for a product or a show, which one
 * (found by name), or the path typed for any page of the shop. Choosing another type clears the target.
 */
export function GuidePathFields({ label, types }: Props) {
  const { control, setValue, register } = useFormContext<GuidePathValues>();
  const type = useWatch({ control, name: 'type' });
  const pathId = useId();
  const m = MSG.adminPromotions.shopPath;
  return (
    <>
      <Controller
        control={control}
        name="type"
        render={({ field }) => (
          <PathTypeSelect
            label={label}
            types={types}
            value={field.value}
            onChange={(next) => {
              field.onChange(next);
              setValue('target', null);
            }}
          />
        )}
      />
      {(type === 'product' || type === 'show') && (
        <Controller
          control={control}
          name="target"
          render={({ field }) => (
            <TargetPicker type={type === 'show' ? 'SHOW' : 'PRODUCT'} value={field.value} onChange={field.onChange} />
          )}
        />
      )}
      {type === 'shopPath' && (
        <div className={styles.field}>
          <label htmlFor={pathId}>{m.label}</label>
          <input id={pathId} type="text" inputMode="url" aria-describedby={`${pathId}-hint`} {...register('path')} />
          <p id={`${pathId}-hint`} className={styles.hint}>
            {m.hint}
          </p>
        </div>
      )}
    </>
  );
}
