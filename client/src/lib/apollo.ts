import { ApolloClient, ApolloLink } from '@apollo/client';
import { SetContextLink } from '@apollo/client/link/context';
import {
  defaultPrinter,
  fallbackHttpConfig,
  parseAndCheckHttpResponse,
  selectHttpOptionsAndBodyInternal,
  selectURI,
} from '@apollo/client/link/http';
import { filterOperationVariables } from '@apollo/client/link/utils';
import { OperationTypeNode } from 'graphql';
import { from, mergeMap, Observable } from 'rxjs';
import { createCache } from './apollo-cache';
import { currentLanguage } from './i18n/language';
import { authorizationHeader, readToken } from './session';
import { createSubscriptionLink, GRAPHQL_PATH } from './subscription-link';

export interface AppApollo {
  client: ApolloClient;
  /** After login or logout: drops cached data and reconnects the socket with the new token. */
  resetForSession(): Promise<void>;
}

// The server runs Apollo's CSRF prevention; multipart uploads are only accepted with this header.
const HTTP_OPTIONS = { uri: GRAPHQL_PATH, headers: { 'Apollo-Require-Preflight': 'true' } };

/** extract-files' test, which apollo-upload-client uses: what a multipart request sends as a file. */
const isFile = (value: unknown) =>
  (typeof File !== 'undefined' && value instanceof File) || (typeof Blob !== 'undefined' && value instanceof Blob);

/** Whether extractFiles would find a file in `value` (it also walks lists and objects; a cycle is walked once). */
function hasFiles(value: unknown, seen = new Set<object>()): boolean {
  if (isFile(value)) return true;
  if (typeof value !== 'object' || value === null || seen.has(value)) return false;
  seen.add(value);
  for (const key in value) if (hasFiles((value as Record<string, unknown>)[key], seen)) return true;
  return false;
}

/**
 * apollo-upload-client's UploadHttpLink, with the upload code loaded only for an operation that sends a file (a
 * review's photo) or asks for GET: every other operation takes the same path as in UploadHttpLink (the same options,
 * body, fetch, abort and response handling), so visitors' pages do not carry extract-files and the multipart code.
 */
function createHttpLink(): ApolloLink {
  let upload: Promise<ApolloLink> | null = null;
  const loadUpload = () =>
    (upload ??= import('apollo-upload-client/UploadHttpLink.mjs').then((m) => new m.default(HTTP_OPTIONS)));

  return new ApolloLink(
    (operation, forward) =>
      new Observable((observer) => {
        const context = operation.getContext();
        const { options, body } = selectHttpOptionsAndBodyInternal(
          operation,
          defaultPrinter,
          fallbackHttpConfig,
          { http: { includeExtensions: undefined }, headers: HTTP_OPTIONS.headers },
          {
            http: context.http,
            options: context.fetchOptions,
            credentials: context.credentials,
            headers: context.headers,
          },
        );
        if (body.variables) body.variables = filterOperationVariables(body.variables, operation.query);

        if (options.method === 'GET' || hasFiles(body)) {
          const uploading = from(loadUpload())
            .pipe(mergeMap((link) => link.request(operation, forward)))
            .subscribe(observer);
          return () => uploading.unsubscribe();
        }

        options.body = JSON.stringify(body);
        const controller = new AbortController();
        const signal = options.signal;
        if (signal) {
          if (signal.aborted) controller.abort();
          else signal.addEventListener('abort', () => controller.abort(), { once: true });
        }
        options.signal = controller.signal;

        let cleaningUp = false;
        fetch(selectURI(operation, HTTP_OPTIONS.uri), options)
          .then((response) => {
            operation.setContext({ response });
            return response;
          })
          .then(parseAndCheckHttpResponse(operation))
          .then((result) => {
            observer.next(result);
            observer.complete();
          })
          .catch((error: unknown) => {
            if (!cleaningUp) observer.error(error);
          });

        return () => {
          cleaningUp = true;
          controller.abort();
        };
      }),
  );
}

export function createApollo(): AppApollo {
  const subscriptions = createSubscriptionLink();

  // The token, and the language the person reads (the server writes its mails in it).
  const auth = new SetContextLink((prev) => {
    const Authorization = authorizationHeader(readToken());
    return {
      headers: { ...prev.headers, 'Accept-Language': currentLanguage(), ...(Authorization ? { Authorization } : {}) },
    };
  });

  const http = createHttpLink();

  const link = ApolloLink.split(
    (op) => op.operationType === OperationTypeNode.SUBSCRIPTION,
    subscriptions.link,
    ApolloLink.from([auth, http]),
  );

  const client = new ApolloClient({ link, cache: createCache() });

  return {
    client,
    async resetForSession() {
      subscriptions.terminate();
      await client.clearStore();
    },
  };
}
