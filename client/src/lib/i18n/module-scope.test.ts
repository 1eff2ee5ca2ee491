import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { expect, it } from 'vitest';

const SRC = path.resolve('client/src');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return name === 'gql' || name === 'messages' ? [] : sources(file);
    return /\.tsx?$/.test(name) && !name.includes('.test.') ? [file] : [];
  });
}

/** `MSG.area.text` (or `T.text` with `const T = MSG.area`) read while the module loads, outside any function. */
function moduleScopeReads(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const areas = new Set<string>();
  for (const statement of source.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    for (const d of statement.declarationList.declarations) {
      if (d.initializer && /^MSG\.\w+$/.test(d.initializer.getText())) areas.add(d.name.getText());
    }
  }
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isFunctionLike(node)) return;
    if (ts.isPropertyAccessExpression(node) && !ts.isPropertyAccessExpression(node.parent)) {
      const [root, ...rest] = node.getText().split('.');
      const text = root === 'MSG' ? rest.length >= 2 : areas.has(root!) && rest.length >= 1;
      if (text) {
        const line = source.getLineAndCharacterOfPosition(node.getStart()).line + 1;
        found.push(`${path.relative(SRC, file)}:${line} ${node.getText()}`);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

it('reads no catalogue text while a module loads (it would stay in the language of the first load)', () => {
  expect(sources(SRC).flatMap(moduleScopeReads)).toEqual([]);
});
