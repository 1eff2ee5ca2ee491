import { describe, expect, it } from 'vitest';
import { ConfigError } from '../../config/config-error.js';
import { loadConfig } from '../../config/env.js';
import { paymentsConfigured } from './toss-client.js';

const KEYS = {
  TOSS_CLIENT_KEY: 'test_ck_0123456789abcdef',
  TOSS_SECRET_KEY: 'test_sk_0123456789abcdef',
  TOSS_WINDOW_URL: 'http://127.0.0.1:4010/window',
};
const problems = (env: Record<string, string>) => {
  try {
    loadConfig({ DATA_DIR: '/nonexistent', JWT_SECRET: 'Zq8#vN2$kL5@pW9!rT3^yH6&mB1*xC4%', ...env });
    return [];
  } catch (e) {
    return (e as ConfigError).problems;
  }
};

describe('Toss Payments settings', () => {
  it('without keys the shop is in demo mode; with both keys and a window it takes payments', () => {
    expect(paymentsConfigured(loadConfig({ DATA_DIR: '/tmp', JWT_SECRET: 'Zq8#vN2$kL5@pW9!rT3^yH6&mB1*xC4%' }))).toBe(
      false,
    );
    expect(problems(KEYS)).toEqual([]);
  });

  it('refuses one key without the other, keys without a window, malformed keys and test keys in production', () => {
    expect(problems({ TOSS_CLIENT_KEY: KEYS.TOSS_CLIENT_KEY })).toEqual([
      'TOSS_CLIENT_KEY, TOSS_SECRET_KEY: set both or neither',
    ]);
    expect(problems({ ...KEYS, TOSS_WINDOW_URL: '' }).join()).toContain('TOSS_WINDOW_URL');
    expect(problems({ ...KEYS, TOSS_SECRET_KEY: 'sk secret' }).join()).toContain('TOSS_SECRET_KEY');
    const production = problems({ ...KEYS, NODE_ENV: 'production' });
    expect(production).toContain('TOSS_CLIENT_KEY: a test key charges nothing: refused in production');
    expect(production).toContain('TOSS_SECRET_KEY: a test key charges nothing: refused in production');
    // The keys' values are never part of a message.
    expect(production.join()).not.toContain('0123456789abcdef');
  });
});
