import fs from 'node:fs';
import { buildSchema, parse, specifiedRules, validate } from 'graphql';
import { describe, expect, it } from 'vitest';
import { MSG } from '../common/messages.js';
import { clientOperations, operationDepth, worstVariables } from './client-operations.js';
import { expandedFieldCount, LIMITS, operationCost, parseOptions, validationRules } from './graphql-limits.js';

const schema = buildSchema(fs.readFileSync('schema.graphql', 'utf8'));
const operations = clientOperations();
const check = (query: string) => validate(schema, parse(query, parseOptions), [...specifiedRules, ...validationRules]);

/** show → characters → show → characters …, the probe's freezing query. */
const cycle = (levels: number) =>
  `{ shows(size: 100) { content { ${'characters { show { '.repeat(levels)}no${' } }'.repeat(levels)} } } }`;

/** The probe's fragment document: `levels` fragments, each spreading the next twice, the last asking for `no`. */
const fragmentBomb = (levels: number, extra = '') => {
  const fragments = Array.from(
    { length: levels },
    (_, i) => `fragment F${i} on Product { ${i + 1 < levels ? `...F${i + 1} ...F${i + 1}` : 'no'} }`,
  );
  return `query { product(no: 1) { ...F0 ${extra} } } ${fragments.join(' ')}`;
};

describe('GraphQL limits', () => {
  it('reads every client operation', () => {
    expect(operations.length).toBeGreaterThan(30);
  });

  it('lets every client operation through with room to spare, at page sizes of 20', () => {
    for (const { name, document } of operations) {
      expect(validate(schema, document, validationRules), name).toEqual([]);
      expect(operationDepth(document), name).toBeLessThanOrEqual(LIMITS.depth - 3);
      expect(expandedFieldCount(document) * 10, name).toBeLessThanOrEqual(LIMITS.expandedFields);
      const cost = operationCost(schema, document, undefined, worstVariables(document, 20));
      expect(cost * 2, name).toBeLessThanOrEqual(LIMITS.cost);
    }
  });

  it('refuses the probe’s nested cycle by depth and by cost before it runs', () => {
    expect(check(cycle(7)).map((e) => e.message)).toEqual([MSG.common.tooComplex]);
    expect(operationCost(schema, parse(cycle(3)), undefined)).toBeGreaterThan(LIMITS.cost);
  });

  it('counts page sizes given as variables', () => {
    const doc = parse('query ($size: Int!) { shows(size: $size) { content { characters { no } } } }');
    expect(operationCost(schema, doc, undefined, { size: 100 })).toBeGreaterThan(
      operationCost(schema, doc, undefined, { size: 5 }) * 10,
    );
  });

  it('refuses many aliases and many tokens', () => {
    const aliases = Array.from({ length: 100 }, (_, i) => `a${i}: idExists(id: "abcd")`).join(' ');
    expect(check(`{ ${aliases} }`).map((e) => e.message)).toEqual([MSG.common.tooComplex]);
    expect(() => parse(`{ ${'__typename '.repeat(LIMITS.tokens)} }`, parseOptions)).toThrow(/token/i);
  });

  it('counts fragments spreading each other as the fields they stand for, each fragment once', () => {
    // The operation's field and its 2^(n-1) leaves, plus each fragment's own 2^(n-1-i): 3 * 2^(n-1). Exact at 150
    // levels (2^149 leaves) only because no fragment is walked twice.
    expect(expandedFieldCount(parse(fragmentBomb(22)))).toBe(3 * 2 ** 21);
    expect(expandedFieldCount(parse(fragmentBomb(150), parseOptions))).toBe(3 * 2 ** 149);
    // The cost too: `product` and one point per leaf.
    expect(operationCost(schema, parse(fragmentBomb(150), parseOptions), undefined)).toBe(1 + 2 ** 149);
  });

  it('refuses the probe’s fragment document before any other rule walks it', () => {
    // The unknown field would be reported by FieldsOnCorrectTypeRule had any rule visited a selection.
    expect(check(fragmentBomb(22, 'nope')).map((e) => [e.message, e.extensions.code])).toEqual([
      [MSG.common.tooComplex, 'GRAPHQL_VALIDATION_FAILED'],
    ]);
    // A smaller one goes on to the rules, which find the unknown field.
    expect(check(fragmentBomb(10, 'nope')).map((e) => e.message)).toEqual([
      expect.stringContaining('Cannot query field "nope" on type "Product".'),
    ]);
  });
});
