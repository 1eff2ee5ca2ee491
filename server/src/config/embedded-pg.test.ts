import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { placeData, unreachableDir } from './embedded-pg.js';

// Another account: neither the owner of the test's directories nor in their group.
const stranger = { uid: 4_000_000, gid: 4_000_000 };

describe('where the embedded PostgreSQL keeps its data when it runs as another user', () => {
  let root: string;
  let home: string;
  let base: string;
  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'embedded-pg-test-'));
    fs.chmodSync(root, 0o755);
    home = path.join(root, 'home');
    base = path.join(root, 'base');
    fs.mkdirSync(path.join(home, 'shop'), { recursive: true });
    fs.chmodSync(home, 0o700);
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  it('names the first directory on the way that the user may not enter', () => {
    expect(unreachableDir(path.join(home, 'shop'), stranger)).toBe(home);
    expect(unreachableDir(path.join(home, 'shop'), { uid: process.getuid!(), gid: -1 })).toBeUndefined();
    fs.chmodSync(home, 0o711);
    expect(unreachableDir(path.join(home, 'shop'), stranger)).toBeUndefined();
  });

  it('keeps the data in place when the user can reach it', () => {
    fs.chmodSync(home, 0o711);
    const wanted = path.join(home, 'shop', '.data', 'pg');
    expect(placeData(wanted, stranger, base)).toEqual({ dir: wanted });
    expect(fs.existsSync(base)).toBe(false);
  });

  it('otherwise moves it under the base, links it from where it was wanted, and finds it again', () => {
    const wanted = path.join(home, 'shop', '.data', 'pg');
    const placed = placeData(wanted, stranger, base);
    expect(placed.blockedBy).toBe(home);
    expect(path.dirname(placed.dir)).toBe(base);
    expect(fs.realpathSync(wanted)).toBe(placed.dir);
    expect(placeData(wanted, stranger, base)).toEqual({ dir: placed.dir });

    fs.rmSync(path.join(home, 'shop', '.data'), { recursive: true }); // deleting DATA_DIR starts afresh
    expect(placeData(wanted, stranger, base).dir).not.toBe(placed.dir);
  });

  it('refuses, with what to do, to leave data behind where the user cannot reach it', () => {
    const wanted = path.join(home, 'shop', '.data', 'pg');
    fs.mkdirSync(wanted, { recursive: true });
    fs.writeFileSync(path.join(wanted, 'PG_VERSION'), '18\n');
    expect(() => placeData(wanted, stranger, base)).toThrow(`chmod o+x ${home}`);
  });
});
