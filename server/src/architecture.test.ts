import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { cruise, type ICruiseOptions, type ICruiseResult } from 'dependency-cruiser';
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The lint rule of `npm run lint` (.dependency-cruiser.mjs), run through dependency-cruiser's API: on the real tree
// it finds nothing; on a small tree with a planted loop and planted upward imports it reports each.
const root = fileURLToPath(new URL('../..', import.meta.url));
let options: ICruiseOptions;

async function violations(baseDir: string): Promise<string[]> {
  const { output } = await cruise(['server/src'], { ...options, baseDir });
  return (output as ICruiseResult).summary.violations.map((v) => `${v.rule.name}: ${v.from} → ${v.to}`);
}

beforeAll(async () => {
  options = await extractDepcruiseOptions(path.join(root, '.dependency-cruiser.mjs'));
});

describe('the module layering rule', () => {
  it('finds no violation in the server', async () => {
    expect(await violations(root)).toEqual([]);
  }, 120_000);

  it('knows every module folder', async () => {
    const { MODULE_LEVELS } = (await import(path.join(root, '.dependency-cruiser.mjs'))) as {
      MODULE_LEVELS: string[][];
    };
    const folders = (await fs.readdir(path.join(root, 'server/src/modules'), { withFileTypes: true }))
      .filter((e) => e.isDirectory())
      .map((e) => e.name);
    expect(MODULE_LEVELS.flat().sort()).toEqual(folders.sort());
  });
});

describe('on a tree with planted faults', () => {
  let tree: string;
  const plant = async (file: string, text: string) => {
    await fs.mkdir(path.dirname(path.join(tree, file)), { recursive: true });
    await fs.writeFile(path.join(tree, file), text);
  };

  beforeAll(async () => {
    tree = await fs.mkdtemp(path.join(os.tmpdir(), 'architecture-'));
    // A loop between two modules through different files, one side a type-only import (an entity relation).
    await plant('server/src/modules/catalog/product.ts', "import type { Order } from '../order/order.js';\n");
    await plant('server/src/modules/catalog/price.ts', 'export const price = 1;\n');
    await plant('server/src/modules/order/order.ts', "import { price } from '../catalog/price.js';\n");
    // Lower layers reaching up: common into a module, http into a module, a module into http.
    await plant('server/src/common/rules.ts', "import { price } from '../modules/catalog/price.js';\n");
    await plant('server/src/http/route.ts', "import type { Order } from '../modules/order/order.js';\n");
    await plant('server/src/modules/user/user.ts', "import '../../http/route.js';\n");
  });
  afterAll(() => fs.rm(tree, { recursive: true, force: true }));

  it('reports the loop, the module above its level and each upward import', async () => {
    expect((await violations(tree)).sort()).toEqual([
      'lower-layer-imports-module: server/src/common/rules.ts → server/src/modules/catalog/price.ts',
      'lower-layer-imports-module: server/src/http/route.ts → server/src/modules/order/order.ts',
      'module-imports-lower-layers-only: server/src/modules/user/user.ts → server/src/http/route.ts',
      'module-layer-order: server/src/modules/catalog/product.ts → server/src/modules/order/order.ts',
      'no-module-loop: server/src/modules/catalog → server/src/modules/order',
      'no-module-loop: server/src/modules/order → server/src/modules/catalog',
    ]);
  }, 60_000);
});
