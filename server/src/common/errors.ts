import { koreanText, msg, type Message, type MessageArg, type MessageKey } from '@scene-shop/domain';
import { GraphQLError } from 'graphql';

export type ErrorCode =
  | 'BAD_REQUEST'
  | 'PERSISTED_QUERY_HASH_MISMATCH'
  | 'BAD_USER_INPUT'
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'PAYLOAD_TOO_LARGE'
  | 'TOO_MANY_REQUESTS'
  | 'INTERNAL_SERVER_ERROR'
  | 'BAD_GATEWAY'
  | 'SERVICE_UNAVAILABLE';

const STATUS: Record<ErrorCode, number> = {
  BAD_REQUEST: 400,
  PERSISTED_QUERY_HASH_MISMATCH: 400,
  BAD_USER_INPUT: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  TOO_MANY_REQUESTS: 429,
  INTERNAL_SERVER_ERROR: 500,
  BAD_GATEWAY: 502,
  SERVICE_UNAVAILABLE: 503,
};

/**
 * An expected failure: a stable code, an HTTP status for the shims and a message of the catalogue. Its `message` is
 * the Korean text (the documented answer); `extensions` carry the code, the message's key and arguments (and the
 * field), so a client shows the text in its reader's language.
 */
export class AppError extends GraphQLError {
  readonly status: number;
  readonly key: MessageKey;
  readonly args: MessageArg[];
  constructor(
    readonly code: ErrorCode,
    message: Message,
    readonly field?: string,
  ) {
    super(koreanText(message), {
      extensions: { code, key: message.key, args: message.args, ...(field ? { field } : {}) },
    });
    this.status = STATUS[code];
    this.key = message.key;
    this.args = message.args;
  }
}

export const badInput = (message: Message, field?: string) => new AppError('BAD_USER_INPUT', message, field);
export const unauthenticated = () => new AppError('UNAUTHENTICATED', msg('auth.loginRequired'));
export const forbidden = () => new AppError('FORBIDDEN', msg('auth.forbidden'));
export const notFound = (message: Message = msg('common.notFound')) => new AppError('NOT_FOUND', message);
export const conflict = (message: Message, field?: string) => new AppError('CONFLICT', message, field);
