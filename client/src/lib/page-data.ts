import { useApolloClient } from '@apollo/client/react';
import type { OperationVariables, TypedDocumentNode } from '@apollo/client';
import { useEffect, useState } from 'react';

/** The script element in which the server hands over a page's data (server/src/http/page-data.ts). */
const PAGE_DATA_ID = 'page-data';

interface PageData {
  operationName: string;
  variables: Record<string, unknown>;
  data: unknown;
}

/** What the HTML carried; null once the first page has taken it (or when there was none). */
let pending: PageData | null = null;

/** Reads the HTML's data when its element is there (once per page load: reading removes it). */
function pageData(): PageData | null {
  const element = document.getElementById(PAGE_DATA_ID);
  if (element) {
    pending = element.textContent ? (JSON.parse(element.textContent) as PageData) : null;
    element.remove();
  }
  return pending;
}

const operationName = (query: TypedDocumentNode<unknown, never>) =>
  query.definitions.find((d) => d.kind === 'OperationDefinition')?.name?.value;

/**
 * On the page a visit starts on: writes into Apollo's cache the answer to the page's query that the server put into
 * the HTML, before the page's first render, so the page shows at once without asking. True when it did; later pages
 * and other queries find nothing and ask as usual.
 */
export function useRestoredPageData<T, V extends OperationVariables>(
  query: TypedDocumentNode<T, V>,
  variables: V,
): boolean {
  const client = useApolloClient();
  const [restored] = useState(() => {
    const page = pageData();
    const same =
      page !== null &&
      page.operationName === operationName(query as TypedDocumentNode<unknown, never>) &&
      JSON.stringify(page.variables) === JSON.stringify(variables);
    if (same) client.writeQuery({ query, variables, data: page.data as T });
    return same;
  });
  useEffect(() => {
    pending = null;
  }, []);
  return restored;
}
