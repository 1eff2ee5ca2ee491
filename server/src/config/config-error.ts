/**
 * Settings that cannot work, one line each (`NAME: why`). main.ts prints the lines without a stack trace and exits 1:
 * the person starting the server needs the setting to fix, not where the check sits.
 */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}
