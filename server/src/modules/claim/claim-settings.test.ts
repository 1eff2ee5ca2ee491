import { describe, expect, it } from 'vitest';
import { ConfigError } from '../../config/config-error.js';
import { loadConfig } from '../../config/env.js';

/** A valid base: a data directory and a secret (so no file is made), the setting under test beside them. */
const BASE = { DATA_DIR: '/tmp/sceneshop-claim-settings', JWT_SECRET: 'Qz7!pL2@mN4#vB6$wC8%xY1^kJ3&hG5*' };

const problemsOf = (value: string) => {
  try {
    loadConfig({ ...BASE, RETURN_WINDOW_DAYS: value });
    return [];
  } catch (e) {
    return (e as ConfigError).problems.filter((p) => p.startsWith('RETURN_WINDOW_DAYS'));
  }
};

describe('RETURN_WINDOW_DAYS', () => {
  it('is 7 days unless set, and a whole number of days from 1 to 365', () => {
    expect(loadConfig(BASE).RETURN_WINDOW_DAYS).toBe(7);
    expect(problemsOf('14')).toEqual([]);
    for (const bad of ['0', '366', '2.5', 'week']) expect(problemsOf(bad)).toHaveLength(1);
  });
});
