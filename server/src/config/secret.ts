import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

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
  fs.mkdirSync(path.dirname(file), { recursive: true });
  try {
    fs.writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600, flag: 'wx' });
  } catch (e) {
    // Another instance (or an earlier start) made it first: use theirs.
    if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
  }
  if ((fs.statSync(file).mode & 0o077) !== 0) fs.chmodSync(file, 0o600);
  const secret = fs.readFileSync(file, 'utf8').trim();
  const problem = secretProblem(secret);
  if (problem) throw new Error(`Invalid configuration:\n  ${file}: the stored secret ${problem}; delete the file`);
  return secret;
}
