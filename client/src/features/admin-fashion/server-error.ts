import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { graphqlErrorField, graphqlErrorMessage } from '../../lib/graphql-error';
import { MSG } from '../../lib/messages';

/**
 * Puts the server's refusal where the admin looks: under the field it blames when the form has that field (the
 * server's argument names can be mapped to the form's, e.g. productNo to product), otherwise as the form's own
 * message (returned, for the caller to show).
 */
export function placeServerError<In extends FieldValues, Out extends FieldValues>(
  form: UseFormReturn<In, unknown, Out>,
  error: unknown,
  fields: Record<string, string> = {},
): string | null {
  const message = graphqlErrorMessage(error, MSG.adminFashion.actionFailed);
  const blamed = graphqlErrorField(error);
  const field = blamed ? (fields[blamed] ?? blamed) : null;
  if (field && field in form.getValues()) {
    form.setError(field as Path<In>, { message }, { shouldFocus: true });
    return null;
  }
  return message;
}
