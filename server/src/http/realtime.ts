import { randomUUID } from 'node:crypto';
import type http from 'node:http';
import { GraphQLError, parse, specifiedRules, validate, type DocumentNode, type GraphQLSchema } from 'graphql';
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

/** Subscriptions run under the same parse, validation and cost limits as queries over HTTP. */
function checkedDocument(
  schema: GraphQLSchema,
  payload: { query: string; operationName?: string | null; variables?: Record<string, unknown> | null },
): DocumentNode | readonly GraphQLError[] {
  try {
    const document = parse(payload.query, parseOptions);
    const errors = validate(schema, document, [...specifiedRules, ...validationRules]);
    if (errors.length) return errors;
    checkCost(schema, document, payload.operationName, payload.variables ?? {});
    return document;
  } catch (e) {
    return [e instanceof GraphQLError ? e : new GraphQLError('Invalid operation')];
  }
}

/** One upgrade router for the one HTTP server: each WebSocket path has its own server, none owns the port. */
export function createRealtime(server: http.Server, schema: GraphQLSchema, makeContext: MakeContext): Realtime {
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
