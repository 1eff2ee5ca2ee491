import { addTypenameToDocument } from '@apollo/client/utilities';
import { parse, print as graphqlPrint, type DocumentNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import * as generated from '../gql/graphql';
import { print, printString } from './graphql-print';

const documents = Object.entries(generated).filter(
  (entry): entry is [string, DocumentNode] =>
    typeof entry[1] === 'object' && entry[1] !== null && (entry[1] as { kind?: unknown }).kind === 'Document',
);

/** Every executable kind, with the cases graphql's printer treats specially. */
const EDGE_CASES = `
  query { a }
  query Named { b }
  query @dir { c }
  query V($a: Int = 1, $b: [String!]! = ["x", "y"], $c: In = {k: 1, l: {m: null}}) @d(x: $a) { f(a: $a) }
  mutation M($input: Input! @deprecated(reason: "r")) { doIt(input: $input) { ok } }
  subscription S { onEvent(category: ORDER) { no } }
  fragment F on Item @dir(a: true) { no alias: name(first: 10, after: "a\\"b\\\\c\\n\\t\\u0001\\u007F\\u0085 한글") }
  {
    veryLongFieldNameNumberOne(argumentNumberOne: "some long value", argumentNumberTwo: 12345.5e3, three: false) {
      x
    }
    short(a: 1) @include(if: $v) @skip(if: false) { ...F ... on Item { no } ... @include(if: true) { id } }
  }
`;

describe('graphql-print', () => {
  it('prints every document of the app exactly as graphql does, with and without the added __typename', () => {
    expect(documents.length).toBeGreaterThan(30);
    for (const [name, doc] of documents) {
      expect(print(doc), name).toBe(graphqlPrint(doc));
      const withTypename = addTypenameToDocument(doc);
      expect(print(withTypename), name).toBe(graphqlPrint(withTypename));
    }
  });

  it('prints the other executable forms as graphql does, and block strings as ordinary strings', () => {
    const doc = parse(EDGE_CASES);
    expect(print(doc)).toBe(graphqlPrint(doc));
    const block = parse('{ f(text: """a\n  block "string" """) }');
    expect(print(block)).toBe('{\n  f(text: "a\\nblock \\"string\\" ")\n}');
  });

  it('escapes strings as graphql does', () => {
    const all = Array.from({ length: 0x200 }, (_, i) => String.fromCharCode(i)).join('');
    expect(print(parse(`{ f(s: ${JSON.stringify(all)}) }`))).toBe(
      graphqlPrint(parse(`{ f(s: ${JSON.stringify(all)}) }`)),
    );
    expect(printString('a"b\\c\u0000\u001f\u007f\u009f\u00a0')).toBe('"a\\"b\\\\c\\u0000\\u001F\\u007F\\u009F\u00a0"');
  });
});
