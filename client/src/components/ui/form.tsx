import { zodResolver } from '@hookform/resolvers/zod';
import type { FormHTMLAttributes, ReactNode } from 'react';
import {
  FormProvider,
  useForm,
  type FieldErrors,
  type FieldValues,
  type UseFormProps,
  type UseFormReturn,
} from 'react-hook-form';
import type { z } from 'zod';
import { ruleText } from '../../lib/i18n/server-text';

/** react-hook-form with the form's zod schema as its resolver: every form states its rules in one schema. */
export function useSchemaForm<In extends FieldValues, Out extends FieldValues>(
  schema: z.ZodType<Out, In>,
  options: Omit<UseFormProps<In, unknown, Out>, 'resolver'>,
): UseFormReturn<In, unknown, Out> {
  const resolver = zodResolver(schema);
  return useForm<In, unknown, Out>({
    ...options,
    resolver: async (...args) => {
      const result = await resolver(...args);
      localizeErrors(result.errors);
      return result;
    },
  });
}

/**
 * A shared domain rule states its message as a key of the server's catalogue, shown in the chosen language; the
 * form's own rules give their text when they fail (`{ error: () => MSG.… }`), already in the chosen language.
 */
function localizeErrors(errors: object) {
  for (const [key, error] of Object.entries(errors) as [string, unknown][]) {
    // `ref` is the field's element, not an error.
    if (key === 'ref' || typeof error !== 'object' || error === null) continue;
    const field = error as { message?: unknown };
    if (typeof field.message === 'string') field.message = ruleText(field.message);
    localizeErrors(error);
  }
}

/** The form element's own attributes (a search form's role and name, an id for a dialog's submit button) pass through. */
interface Props<In extends FieldValues, Out extends FieldValues> extends Omit<
  FormHTMLAttributes<HTMLFormElement>,
  'onSubmit' | 'onInvalid' | 'children' | 'noValidate'
> {
  form: UseFormReturn<In, unknown, Out>;
  /** Called with the schema's output once every rule passes. */
  onSubmit(values: Out): void | Promise<void>;
  /** Called with the broken rules, e.g. to clear a server message that no longer applies or to show the first. */
  onInvalid?(errors: FieldErrors<In>): void;
  children: ReactNode;
}

/** The one form wrapper: no browser validation bubbles (the schema's Korean messages instead), context for fields. */
export function Form<In extends FieldValues, Out extends FieldValues>({
  form,
  onSubmit,
  onInvalid,
  children,
  ...attributes
}: Props<In, Out>) {
  return (
    <FormProvider {...form}>
      <form {...attributes} noValidate onSubmit={form.handleSubmit(onSubmit, onInvalid)}>
        {children}
      </form>
    </FormProvider>
  );
}
