import { useFormContext, useWatch } from 'react-hook-form';
import { TextField } from '../../../components/ui/text-field';
import { MSG } from '../../../lib/messages';
import type { useIdCheck } from '../hooks/use-id-check';
import { idProblem, type RegisterValues } from '../register-rules';
import styles from './register.module.css';

/** The id with its duplicate check (§5: empty, taken and available states); changing the id undoes the check. */
export function IdField({ idCheck }: { idCheck: ReturnType<typeof useIdCheck> }) {
  const { register, setError, clearErrors, formState, control } = useFormContext<RegisterValues>();
  const id = useWatch({ control, name: 'id' });
  const result = idCheck.result?.id === id ? idCheck.result : null;

  const check = async () => {
    const problem = idProblem(id);
    if (problem) return setError('id', { message: problem }, { shouldFocus: true });
    clearErrors('id');
    const failure = await idCheck.check(id);
    if (failure) setError('id', { message: failure });
  };

  return (
    <div>
      <div className={styles.inline}>
        <TextField
          label={MSG.register.id}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={20}
          error={formState.errors.id?.message}
          {...register('id')}
        />
        <button type="button" className="btn btn-outline" onClick={() => void check()} disabled={idCheck.checking}>
          {idCheck.checking ? MSG.register.idChecking : MSG.register.idCheck}
        </button>
      </div>
      {result && (
        <p className={result.available ? styles.ok : styles.bad} role="status">
          {result.available ? MSG.register.idAvailable : MSG.register.idTaken}
        </p>
      )}
    </div>
  );
}
