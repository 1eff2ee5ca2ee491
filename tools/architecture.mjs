#!/usr/bin/env node
// Draws ARCHITECTURE.md's two pictures from the server's real import graph (dependency-cruiser, with the options of
// .dependency-cruiser.mjs): the layers, and the modules with every import between them. Each picture is written
// between its markers; `npm run check:generated` fails when the committed file differs.
// Usage: node tools/architecture.mjs
import fs from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { cruise } from 'dependency-cruiser';
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options';
import { MODULE_LEVELS } from '../.dependency-cruiser.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const DOC = `${root}ARCHITECTURE.md`;
const LOWER = ['http', 'context', 'config', 'common', 'migrations'];

/** The layer a file belongs to: a lower layer's folder, `modules`, or the composition root (everything else). */
function layerOf(file) {
  const [top, name, rest] = file.replace(/^server\/src\//, '').split('/');
  if (top === 'modules') return rest ? 'modules' : 'root';
  return name !== undefined && LOWER.includes(top) ? top : 'root';
}

const moduleOf = (file) => /^server\/src\/modules\/([^/]+)\//.exec(file)?.[1];

/** Distinct edges between the units `unitOf` gives, in a stable order. */
function edges(modules, unitOf) {
  const found = new Set();
  for (const m of modules) {
    const from = unitOf(m.source);
    for (const d of m.dependencies) {
      const to = unitOf(d.resolved);
      if (from && to && from !== to) found.add(`${from} --> ${to}`);
    }
  }
  return [...found].sort();
}

const mermaid = (lines) => ['```mermaid', 'flowchart TD', ...lines.map((l) => `  ${l}`), '```'].join('\n');

function replaceBetween(text, marker, content) {
  const start = `<!-- ${marker}:start (npm run architecture) -->`;
  const end = `<!-- ${marker}:end -->`;
  const from = text.indexOf(start);
  const to = text.indexOf(end);
  if (from < 0 || to < from) throw new Error(`ARCHITECTURE.md lacks the ${marker} markers`);
  return `${text.slice(0, from + start.length)}\n\n${content}\n\n${text.slice(to)}`;
}

const options = await extractDepcruiseOptions(`${root}.dependency-cruiser.mjs`);
const { output } = await cruise(['server/src'], { ...options, baseDir: root, validate: false });
const modules = output.modules.filter((m) => m.source.startsWith('server/src/'));

const layers = mermaid([
  'root["composition root: app.ts, main.ts, schema.ts, orm-options.ts, modules/index.ts, scripts, seeds"]',
  ...edges(modules, layerOf),
]);
const levels = MODULE_LEVELS.map((level, i) => `${i + 1}. ${level.join(', ')}`).join('\n');
const moduleGraph = mermaid(edges(modules, moduleOf));

let doc = await fs.readFile(DOC, 'utf8');
doc = replaceBetween(doc, 'layers', layers);
doc = replaceBetween(doc, 'module-levels', levels);
doc = replaceBetween(doc, 'modules', moduleGraph);
await fs.writeFile(DOC, doc);
console.log(`wrote ARCHITECTURE.md (${modules.length} files)`);
