import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { ConfigError } from './config-error.js';

export const MIN_SECRET_LENGTH = 32;

/** Values that have stood in public files (this project's old default, its .env.example, common placeholders). */
const KNOWN_EXAMPLES = new Set([
  'scene-shop-development-secret-not-for-production',
  'change-me-to-a-long-random-string',
  'changeme',
  'change-me',
  'secret',
  'your-secret',
  'your-256-bit-secret',
  'jwt-secret',
  'supersecret',
]);

/** Why a configured signing secret is unfit, or null when it is fine. */
export function secretProblem(secret: string): string | null {
  if (secret.length < MIN_SECRET_LENGTH) return `must be at least ${MIN_SECRET_LENGTH} characters`;
  if (KNOWN_EXAMPLES.has(secret.trim().toLowerCase())) return 'is a published example value; choose a random one';
  if (new Set(secret).size < 8) return 'is too repetitive to be secret';
  return null;
}

/**
 * The signing secret of an install without JWT_SECRET: made at random on first start and kept in DATA_DIR, readable
 * by the server's user only, so tokens survive restarts and no two installs share a secret.
 */
export function loadOrCreateSecret(dataDir: string): string {
  const file = path.resolve(dataDir, 'jwt-secret');
  try {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600, flag: 'wx' });
  } catch (e) {
    // Another instance (or an earlier start) made it first: use theirs.
    const code = (e as NodeJS.ErrnoException).code;
    if (code !== 'EEXIST') throw new ConfigError([`DATA_DIR: cannot keep the signing secret in ${file} (${code})`]);
  }
  if ((fs.statSync(file).mode & 0o077) !== 0) fs.chmodSync(file, 0o600);
  const secret = fs.readFileSync(file, 'utf8').trim();
  const problem = secretProblem(secret);
  if (problem) throw new ConfigError([`DATA_DIR: the stored signing secret ${file} ${problem}; delete the file`]);
  return secret;
}
