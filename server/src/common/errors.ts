import { GraphQLError } from 'graphql';
import { MSG } from './messages.js';

export type ErrorCode =
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

/** An expected failure: a stable code, an HTTP status for the shims and the user-facing (Korean) message. */
export class AppError extends GraphQLError {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly field?: string,
  ) {
    super(message, { extensions: { code, ...(field ? { field } : {}) } });
    this.status = STATUS[code];
  }
}

export const badInput = (message: string, field?: string) => new AppError('BAD_USER_INPUT', message, field);
export const unauthenticated = () => new AppError('UNAUTHENTICATED', MSG.auth.loginRequired);
export const forbidden = () => new AppError('FORBIDDEN', MSG.auth.forbidden);
export const notFound = (message: string = MSG.common.notFound) => new AppError('NOT_FOUND', message);
export const conflict = (message: string, field?: string) => new AppError('CONFLICT', message, field);
