import { randomUUID } from 'node:crypto';
import type http from 'node:http';
import {
  GraphQLError,
  parse,
  specifiedRules,
  validate,
  type DocumentNode,
  type GraphQLFormattedError,
  type GraphQLSchema,
} from 'graphql';
import { useServer } from 'graphql-ws/use/ws';
import { WebSocketServer } from 'ws';
import type { MakeContext } from './context.js';
import { checkCost, parseOptions, validationRules } from './graphql-limits.js';

/** The largest WebSocket message accepted: a subscription document with its variables. */
const MAX_MESSAGE_BYTES = 64 * 1024;

export interface Realtime {
  /** Sends upgrades of `path` to this WebSocket server (the chat's STOMP endpoint will sit beside /graphql). */
  route(path: string, wss: WebSocketServer): void;
  dispose(): Promise<void>;
}

/** The codes Apollo gives these errors over HTTP, so the shared formatter treats them alike. */
function withCode(e: unknown, code: string): GraphQLError {
  if (!(e instanceof GraphQLError)) return new GraphQLError('Invalid operation', { extensions: { code } });
  if (e.extensions.code) return e;
  return new GraphQLError(e.message, {
    nodes: e.nodes,
    source: e.source,
    positions: e.positions,
    extensions: { code },
  });
}

/** Subscriptions run under the same parse, validation and cost limits as queries over HTTP. */
function checkedDocument(
  schema: GraphQLSchema,
  payload: { query: string; operationName?: string | null; variables?: Record<string, unknown> | null },
): DocumentNode | readonly GraphQLError[] {
  let document: DocumentNode;
  try {
    document = parse(payload.query, parseOptions);
  } catch (e) {
    return [withCode(e, 'GRAPHQL_PARSE_FAILED')];
  }
  const errors = validate(schema, document, [...specifiedRules, ...validationRules]);
  if (errors.length) return errors.map((e) => withCode(e, 'GRAPHQL_VALIDATION_FAILED'));
  try {
    checkCost(schema, document, payload.operationName, payload.variables ?? {});
    return document;
  } catch (e) {
    return [withCode(e, 'GRAPHQL_VALIDATION_FAILED')];
  }
}

type FormatError = (formatted: GraphQLFormattedError, error: unknown) => GraphQLFormattedError;

/**
 * One upgrade router for the one HTTP server: each WebSocket path has its own server, none owns the port. Errors
 * go through the same `formatError` as over HTTP, so a socket never shows more than a request would.
 */
export function createRealtime(
  server: http.Server,
  schema: GraphQLSchema,
  makeContext: MakeContext,
  formatError: FormatError,
): Realtime {
  const format = (errors: readonly GraphQLError[]) => errors.map((e) => formatError(e.toJSON(), e));
  const routes = new Map<string, WebSocketServer>();
  const graphqlWs = new WebSocketServer({ noServer: true, maxPayload: MAX_MESSAGE_BYTES });
  const cleanup = useServer(
    {
      schema,
      // The token travels in connectionParams; each subscription operation gets its own context.
      context: (c) =>
        makeContext(
          c.connectionParams?.Authorization ?? c.connectionParams?.authorization,
          randomUUID(),
          c.extra.request.socket.remoteAddress ?? '',
        ),
      onSubscribe: (_ctx, _id, payload) => {
        const checked = checkedDocument(schema, payload);
        if (Array.isArray(checked)) return checked as GraphQLError[];
        return {
          schema,
          document: checked as DocumentNode,
          operationName: payload.operationName,
          variableValues: payload.variables,
        };
      },
      onError: (_ctx, _id, _payload, errors) => format(errors),
      onNext: (_ctx, _id, _payload, _args, result) =>
        result.errors ? { ...result, errors: format(result.errors) } : undefined,
    },
    graphqlWs,
  );
  routes.set('/graphql', graphqlWs);

  server.on('upgrade', (req, socket, head) => {
    const path = new URL(req.url ?? '/', 'http://localhost').pathname;
    const wss = routes.get(path);
    if (!wss) {
      socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\n\r\n');
      return;
    }
    wss.handleUpgrade(req, socket, head, (ws) => wss.emit('connection', ws, req));
  });

  return {
    route: (path, wss) => void routes.set(path, wss),
    dispose: async () => {
      await cleanup.dispose();
      for (const wss of routes.values()) wss.close();
    },
  };
}
