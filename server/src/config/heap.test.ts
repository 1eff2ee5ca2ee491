import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { heapProblem, SERVER_HEAP_MB } from './heap.js';

const root = path.resolve(import.meta.dirname, '../../..');
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');

describe('the heap ceiling', () => {
  it('is the one every start command of the shop gives Node', () => {
    const flag = `--max-old-space-size=${SERVER_HEAP_MB}`;
    const scripts = (JSON.parse(read('package.json')) as { scripts: Record<string, string> }).scripts;
    expect(scripts.start).toContain(`node ${flag} server/dist/main.js`);
    expect(scripts.dev).toContain(`node ${flag} server/dist/main.js`);
    expect(read('Dockerfile')).toContain(`CMD ["node", "${flag}", "server/dist/main.js"]`);
    expect(read('bench/lib/server.js')).toContain(`SERVER_NODE_ARGS = ['${flag}']`);
  });

  it('holds the default response cache and refuses a cache it cannot hold', () => {
    // V8's limit is the old generation's ceiling plus the young generation's (about 48 MB more).
    expect(heapProblem(64, SERVER_HEAP_MB + 48)).toBeNull();
    expect(heapProblem(0, SERVER_HEAP_MB)).toBeNull();
    expect(heapProblem(512, SERVER_HEAP_MB + 48)).toBe(
      'RESPONSE_CACHE_MAX_MB: 512 MB of cache needs a heap of 672 MB; this Node has 304 MB ' +
        '(start it with --max-old-space-size=672 or more)',
    );
  });
});
