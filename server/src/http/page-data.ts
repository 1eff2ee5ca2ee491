import type { ApolloServer } from '@apollo/server';
import type { Context } from '../context/context.js';
import type { MakeContext } from '../context/context.js';

/** A landing page's query as the client build prints it (client/build/route-preload.ts). */
export interface PageQuery {
  operationName: string;
  query: string;
  /** Each variable's capture group in the page's path pattern; the value is a number. */
  variables: Record<string, number>;
}

/** The answer the client writes into its cache before the page's first render (client/src/lib/page-data.ts). */
export interface PageData {
  operationName: string;
  variables: Record<string, number>;
  data: Record<string, unknown>;
}

export type RunPageQuery = (page: PageQuery, match: RegExpExecArray, requestId: string) => Promise<PageData | null>;

/**
 * Runs a landing page's query in-process for its HTML, so a phone's first visit need not wait for the scripts and
 * then a query round trip. Always as a visitor, whoever asks: the HTML carries public data only. An error (a product
 * that does not exist) gives no data; the page then asks and shows it as usual.
 */
export function pageQueries(apollo: ApolloServer<Context>, makeContext: MakeContext): RunPageQuery {
  return async (page, match, requestId) => {
    const variables = Object.fromEntries(
      Object.entries(page.variables).map(([name, group]) => [name, Number(match[group])]),
    );
    const response = await apollo.executeOperation(
      { query: page.query, operationName: page.operationName, variables },
      { contextValue: await makeContext(undefined, requestId, '') },
    );
    if (response.body.kind !== 'single') return null;
    const { data, errors } = response.body.singleResult;
    return data && !errors?.length ? { operationName: page.operationName, variables, data } : null;
  };
}

/** Data the page does not run (so the CSP allows it), with `<` escaped so no text in it can close the element. */
export const pageDataScript = (page: PageData): string =>
  `<script type="application/json" id="page-data">${JSON.stringify(page).replace(/</g, '\\u003c')}</script>`;

/** A value of the data by its dotted path (`product.pic`), or undefined. */
export function valueAt(data: Record<string, unknown>, dotted: string): unknown {
  let value: unknown = data;
  for (const key of dotted.split('.')) value = (value as Record<string, unknown> | null)?.[key];
  return value;
}
