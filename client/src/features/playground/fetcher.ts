import { createGraphiQLFetcher, type Fetcher } from '@graphiql/toolkit';
import { GRAPHQL_PATH, graphqlWsUrl } from '../../lib/subscription-link';
import { authorizationHeader, readToken } from '../../lib/session';

type Headers = Record<string, unknown>;

/** The header the user typed wins, whatever its case; otherwise the signed-in session's token is used. */
export function withAuthorization(typed: Headers | undefined, sessionToken: string | null): Headers {
  const headers: Headers = {};
  let typedAuth: unknown;
  for (const [key, value] of Object.entries(typed ?? {})) {
    if (key.toLowerCase() === 'authorization') typedAuth = value;
    else headers[key] = value;
  }
  const Authorization = typedAuth ?? authorizationHeader(sessionToken);
  return Authorization ? { ...headers, Authorization } : headers;
}

/**
 * Queries and mutations go over HTTP, subscriptions over graphql-ws. The toolkit passes the typed headers as the
 * socket's connectionParams, which is where the server reads the token of a subscription.
 */
export function createPlaygroundFetcher(): Fetcher {
  const inner = createGraphiQLFetcher({ url: GRAPHQL_PATH, subscriptionUrl: graphqlWsUrl() });
  return (params, opts) => inner(params, { ...opts, headers: withAuthorization(opts?.headers, readToken()) });
}

/** Prefills the headers editor for a signed-in visitor. */
export function initialHeadersFor(token: string | null): string | undefined {
  return token ? JSON.stringify({ Authorization: authorizationHeader(token) }, null, 2) : undefined;
}

export const DEFAULT_QUERY = `# Scene Shop GraphQL 플레이그라운드
# Ctrl + Enter로 실행합니다. 구독도 실행할 수 있습니다.

query ShowList {
  shows(page: 0, size: 10) {
    totalPages
    content {
      no
      title
    }
  }
}

query Me {
  me {
    no
    nickname
    role
  }
}

subscription AlertReceived {
  alertReceived {
    no
    category
    content
  }
}
`;
