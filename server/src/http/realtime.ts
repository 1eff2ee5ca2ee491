import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
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
import type { MakeContext } from '../context/context.js';
import { checkCost, parseOptions, validationRules } from './graphql-limits.js';
import { strictReviver } from '../common/strict-json.js';

/** The largest WebSocket message accepted: a subscription document with its variables. */
const MAX_MESSAGE_BYTES = 64 * 1024;

/** Live subscriptions one socket may hold, as many as a STOMP session: every open one holds listeners. */
export const MAX_SUBSCRIPTIONS = 200;

/** How every WebSocket is closed when the server shuts down (RFC 6455 1001: the endpoint is going away). */
export const GOING_AWAY = 1001;
export const SHUTDOWN_REASON = 'server shutting down';

export interface Realtime {
  /** Sends upgrades of `path` to this WebSocket server (the chat's STOMP endpoint will sit beside /graphql). */
  route(path: string, wss: WebSocketServer): void;
  /** Closes every socket with 1001 and a reason, then stops taking new ones. */
  dispose(): Promise<void>;
  /**
   * `answered` with an operation's id once the server has started it (a subscription listens from then on) or
   * refused it: tests wait for it instead of sleeping.
   */
  readonly events: EventEmitter<{ answered: [id: string] }>;
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
  // graphql-js's errors about the request itself (an unknown operation, variables of the wrong type) carry no code
  // and no path, unlike a resolver's; over HTTP Apollo answers them as BAD_USER_INPUT, so here too, not as a 500.
  const coded = (e: GraphQLError) => (e.path || e.extensions.code ? e : withCode(e, 'BAD_USER_INPUT'));
  const format = (errors: readonly GraphQLError[]) => errors.map(coded).map((e) => formatError(e.toJSON(), e));
  const routes = new Map<string, WebSocketServer>();
  const events = new EventEmitter<{ answered: [id: string] }>();
  // After the operation's first step: a subscription's first read of its source registers its listener.
  const answered = (id: string) => void setImmediate(() => events.emit('answered', id));
  const graphqlWs = new WebSocketServer({ noServer: true, maxPayload: MAX_MESSAGE_BYTES });
  const cleanup = useServer(
    {
      schema,
      // Messages are read under the rules of every JSON body: a NUL or a prototype key closes the socket with 4400.
      jsonMessageReviver: strictReviver,
      // The token travels in connectionParams; each subscription operation gets its own context.
      context: (c) =>
        makeContext(
          c.connectionParams?.Authorization ?? c.connectionParams?.authorization,
          randomUUID(),
          c.extra.request.socket.remoteAddress ?? '',
        ),
      onSubscribe: (ctx, _id, payload) => {
        // graphql-ws has already reserved this subscription's id in `subscriptions`.
        if (Object.keys(ctx.subscriptions).length > MAX_SUBSCRIPTIONS) {
          return [withCode(new GraphQLError('too many subscriptions on one connection'), 'BAD_USER_INPUT')];
        }
        const checked = checkedDocument(schema, payload);
        if (Array.isArray(checked)) return checked as GraphQLError[];
        return {
          schema,
          document: checked as DocumentNode,
          operationName: payload.operationName,
          variableValues: payload.variables,
        };
      },
      onOperation: (_ctx, id) => answered(id),
      onError: (_ctx, id, _payload, errors) => {
        answered(id);
        return format(errors);
      },
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

  let disposed: Promise<void> | undefined;
  return {
    events,
    route: (path, wss) => void routes.set(path, wss),
    // Once, however many shutdown paths ask: a second close of the graphql-ws server would reject.
    dispose: () =>
      (disposed ??= (async () => {
        // Every protocol's clients hear why before anything else closes them.
        for (const wss of routes.values()) for (const ws of wss.clients) ws.close(GOING_AWAY, SHUTDOWN_REASON);
        await cleanup.dispose();
        for (const wss of routes.values()) wss.close();
      })()),
  };
}
