import type { ApolloCache } from '@apollo/client';
import { useEffect } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';

/**
 * After an add, edit or delete every cached notice list (the console's and the members', any category or page) is
 * stale: drop them, so the next visit asks the server and members see the change at once.
 */
export function forgetNoticeLists(cache: ApolloCache, deletedNo?: number) {
  if (deletedNo) cache.evict({ id: cache.identify({ __typename: 'Notice', no: deletedNo }) });
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'notices' });
  cache.gc();
}

/** §5: the missing-fields message clears on the next edit (not only once every field is filled). */
export function useClearErrorsOnEdit<T extends FieldValues>(form: UseFormReturn<T, unknown, unknown>) {
  useEffect(() => {
    const subscription = form.watch((_values, { type }) => {
      if (type === 'change') form.clearErrors();
    });
    return () => subscription.unsubscribe();
  }, [form]);
}
