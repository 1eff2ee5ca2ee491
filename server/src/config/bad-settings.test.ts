import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { ensureServerBuild } from '../test/server-process.js';
import { ConfigError } from './config-error.js';
import { loadConfig } from './env.js';
import { SERVER_HEAP_MB } from './heap.js';

const entry = path.resolve(import.meta.dirname, '../../dist/main.js');

/** The compiled server started with only `env`: its exit code and what it wrote to stderr. */
function start(
  env: Record<string, string>,
  nodeArgs: string[] = [],
): Promise<{ code: number | null; stderr: string; stdout: string }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sceneshop-bad-settings-'));
  const child = spawn(process.execPath, [...nodeArgs, entry], {
    env: { PATH: process.env.PATH ?? '', DATA_DIR: dataDir, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  let stdout = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
  return new Promise((resolve) =>
    child.on('close', (code) => {
      fs.rmSync(dataDir, { recursive: true, force: true });
      resolve({ code, stderr, stdout });
    }),
  );
}

beforeAll(() => ensureServerBuild(), 120_000);

describe('a bad setting at start', () => {
  it('prints one line per bad setting, no stack trace, and exits 1', async () => {
    const { code, stderr, stdout } = await start({
      JWT_SECRET: 'a'.repeat(40),
      PORT: 'eighty',
      LOG_LEVEL: 'loud',
      S3_ACCESS_KEY_ID: 'key-without-secret',
    });
    expect(code).toBe(1);
    expect(stdout).toBe('');
    const lines = stderr.trimEnd().split('\n');
    expect(lines).toHaveLength(4);
    expect(lines).toContain('Invalid setting JWT_SECRET: is too repetitive to be secret');
    expect(lines.find((l) => l.startsWith('Invalid setting PORT: '))).toBeDefined();
    expect(lines.find((l) => l.startsWith('Invalid setting LOG_LEVEL: '))).toBeDefined();
    expect(lines).toContain('Invalid setting S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: set both or neither');
  });

  it('refuses a response cache larger than the heap Node was given, before anything starts', async () => {
    const { code, stderr } = await start(
      { JWT_SECRET: 'k9#Qm2$vX7!pL4@wR8^tZ1&yB6*nC3(d', RESPONSE_CACHE_MAX_MB: '512' },
      [`--max-old-space-size=${SERVER_HEAP_MB}`],
    );
    expect(code).toBe(1);
    expect(stderr).toMatch(/^Invalid setting RESPONSE_CACHE_MAX_MB: 512 MB of cache needs a heap of 672 MB; /);
    expect(stderr.trimEnd().split('\n')).toHaveLength(1);
  });

  it('names a setting once, however many of its rules it breaks', () => {
    const error = (() => {
      try {
        loadConfig({ NODE_ENV: 'production', JWT_SECRET: '' });
      } catch (e) {
        return e;
      }
    })();
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).problems).toEqual([
      'JWT_SECRET: must be at least 32 characters; required in production (32+ random characters)',
    ]);
  });
});
