import fs from 'node:fs';
import { buildSchema, parse, specifiedRules, validate } from 'graphql';
import { describe, expect, it } from 'vitest';
import { MSG } from '../common/messages.js';
import { clientOperations, operationDepth, worstVariables } from './client-operations.js';
import { LIMITS, operationCost, parseOptions, validationRules } from './graphql-limits.js';

const schema = buildSchema(fs.readFileSync('schema.graphql', 'utf8'));
const operations = clientOperations();
const check = (query: string) => validate(schema, parse(query, parseOptions), [...specifiedRules, ...validationRules]);

/** show → characters → show → characters …, the probe's freezing query. */
const cycle = (levels: number) =>
  `{ shows(size: 100) { content { ${'characters { show { '.repeat(levels)}no${' } }'.repeat(levels)} } } }`;

describe('GraphQL limits', () => {
  it('reads every client operation', () => {
    expect(operations.length).toBeGreaterThan(30);
  });

  it('lets every client operation through with room to spare, at page sizes of 20', () => {
    for (const { name, document } of operations) {
      expect(validate(schema, document, validationRules), name).toEqual([]);
      expect(operationDepth(document), name).toBeLessThanOrEqual(LIMITS.depth - 3);
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
});
