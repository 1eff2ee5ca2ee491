import { AppError, badInput } from './errors.js';
import { msg } from '@scene-shop/domain';

/** Socket failures on the way to PostgreSQL: refused while it is down, reset or broken when it stops. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * PostgreSQL's own: class 08 (connection exception), 57P01–57P03 (shutting down, crashed, not yet accepting
 * connections), 53300 (too many connections), and the server's timeouts: 57014 (statement timeout), 55P03 (lock
 * timeout), 25P03 (idle in transaction too long).
 */
const SQLSTATE = /^(08...|57P0[123]|53300|57014|55P03|25P03)$/;

/**
 * node-postgres's and knex's messages, which carry no code: the connection ended under a query, a connect timed out,
 * a statement got no answer in time (config/db-timeouts.ts), no pooled connection came free in time. Knex puts the
 * statement before the message (`select 1 - Connection…`).
 */
const MESSAGE =
  /(^| - )(Connection terminated|timeout expired|Query read timeout|Client has encountered a connection error|Knex: Timeout acquiring a connection)/;

/** Whether the error means the database cannot be reached now, as opposed to a statement that failed. */
export function isDatabaseUnavailable(err: unknown): boolean {
  if (!(err instanceof Error)) return false;
  const code = String((err as { code?: unknown }).code ?? '');
  return NETWORK_CODES.has(code) || SQLSTATE.test(code) || MESSAGE.test(err.message);
}

/** PostgreSQL's class 22 (data exception: NUL in text, out-of-range number…) is bad input that slipped through. */
const isDataException = (err: unknown): boolean => /^22/.test(String((err as { code?: unknown })?.code ?? ''));

/** Express and body-parser errors carry a 4xx status (malformed JSON, body too large, bad percent-encoding). */
const clientStatus = (err: unknown): number | null => {
  const status = (err as { status?: unknown })?.status;
  return typeof status === 'number' && status >= 400 && status < 500 ? status : null;
};

/** Maps anything thrown to an expected failure, or null for a real server error. */
export function expectedError(err: unknown): AppError | null {
  if (err instanceof AppError) return err;
  if (isDataException(err)) return badInput(msg('common.badInput'));
  if (isDatabaseUnavailable(err)) return new AppError('SERVICE_UNAVAILABLE', msg('common.unavailable'));
  const status = clientStatus(err);
  if (status === 413) return new AppError('PAYLOAD_TOO_LARGE', msg('upload.tooLarge'));
  if (status === 408) return new AppError('BAD_USER_INPUT', msg('common.timeout'));
  return status ? badInput(msg('common.badInput')) : null;
}
