import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config/env.js';
import { adminPassword, DEMO_ADMIN_PASSWORD } from './seed-if-empty.js';

describe('admin password for the first start', () => {
  it('uses the documented demo password outside production', () => {
    expect(adminPassword(loadConfig({}))).toBe(DEMO_ADMIN_PASSWORD);
  });

  it('refuses to create an admin in production without ADMIN_PASSWORD', () => {
    const prod = { NODE_ENV: 'production', JWT_SECRET: 'a-long-enough-secret-value-of-more-than-32-characters' };
    expect(() => adminPassword(loadConfig(prod))).toThrow(/ADMIN_PASSWORD/);
    expect(adminPassword(loadConfig({ ...prod, ADMIN_PASSWORD: 'chosen-by-ops-1!' }))).toBe('chosen-by-ops-1!');
  });
});
