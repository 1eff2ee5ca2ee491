/**
 * graphql-js 16's `print`, cut down to what Apollo Client sends: operations and fragments (the schema-language kinds
 * are left out). The build gives it to Apollo's `print` in place of graphql's (see build/apollo-print.ts), which keeps
 * graphql's full printer out of the first load. It prints with plain strings where graphql 16.15 chains buffers (for
 * its depth limit, which `print` does not use), with graphql's rules for joins, indentation and 80-column argument
 * wrapping, so the text sent to the server is the same: graphql-print.test.ts compares the two on every document of
 * the app and on every executable form. One difference: a block string ("""…""") is printed as an ordinary string
 * literal holding the same value (no document of the app has one).
 */
import type { ASTNode } from 'graphql';
import { QueryDocumentKeys } from 'graphql/language/ast';

const MAX_LINE_LENGTH = 80;

type Part = string | undefined;

/** The non-empty parts, joined. */
const join = (parts: readonly Part[] | undefined, separator = '') => parts?.filter((p) => p).join(separator) ?? '';

/** start + text + end, or '' for no text. */
const wrap = (start: string, text: Part, end = '') => (text ? start + text + end : '');

const indent = (text: string) => wrap('  ', text.replace(/\n/g, '\n  '));

const block = (items: string[] | undefined) => wrap('{\n', indent(join(items, '\n')), '\n}');

function wrappedLineAndArgs(prefix: string, args: string[] | undefined): string {
  if (args == null || args.length === 0) return prefix;
  return (
    prefix +
    (prefix.length + join(args, ', ').length + 2 > MAX_LINE_LENGTH
      ? wrap('(\n', indent(join(args, '\n')), '\n)')
      : wrap('(', join(args, ', '), ')'))
  );
}

// eslint-disable-next-line no-control-regex -- graphql escapes exactly these (control characters, " and \\)
const ESCAPED = /[\x00-\x1f\x22\x5c\x7f-\x9f]/g;
const SHORT_ESCAPES: Record<string, string> = {
  '\b': '\\b',
  '\t': '\\t',
  '\n': '\\n',
  '\f': '\\f',
  '\r': '\\r',
  '"': '\\"',
  '\\': '\\\\',
};

/** graphql's printString: a string literal with control characters, `"` and `\` escaped. */
export function printString(value: string): string {
  const escaped = value.replace(
    ESCAPED,
    (c) => SHORT_ESCAPES[c] ?? '\\u' + c.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0'),
  );
  return `"${escaped}"`;
}

/* eslint-disable @typescript-eslint/no-explicit-any -- the reducers read the reduced (printed) form of a node */
type Node = Record<string, any>;

/** How each kind is printed, from its children's printed forms. */
const printers: Record<string, (node: Node) => string> = {
  Name: (node) => node.value,
  Variable: (node) => join(['$', node.name]),
  Document: (node) => join(node.definitions, '\n\n'),
  OperationDefinition: (node) => {
    const varDefs = node.variableDefinitions?.some((d: string) => d.includes('\n'))
      ? wrap('(\n', join(node.variableDefinitions, '\n'), '\n)')
      : wrap('(', join(node.variableDefinitions, ', '), ')');
    const prefix = join([
      wrap('', node.description, '\n'),
      join([node.operation, join([node.name, varDefs]), join(node.directives, ' ')], ' '),
    ]);
    return join([
      node.operation === 'query' && prefix.length === node.operation.length ? '' : join([prefix, ' ']),
      node.selectionSet,
    ]);
  },
  VariableDefinition: (node) =>
    join([
      wrap('', node.description, '\n'),
      node.variable,
      ': ',
      node.type,
      wrap(' = ', node.defaultValue),
      wrap(' ', join(node.directives, ' ')),
    ]),
  SelectionSet: (node) => block(node.selections),
  Field: (node) =>
    join([
      wrappedLineAndArgs(wrap('', node.alias, ': ') + node.name, node.arguments),
      wrap(' ', join(node.directives, ' ')),
      wrap(' ', node.selectionSet),
    ]),
  Argument: (node) => join([node.name, ': ', node.value]),
  FragmentSpread: (node) => join(['...', node.name, wrap(' ', join(node.directives, ' '))]),
  InlineFragment: (node) =>
    join(['...', wrap('on ', node.typeCondition), join(node.directives, ' '), node.selectionSet], ' '),
  FragmentDefinition: (node) =>
    join([
      wrap('', node.description, '\n'),
      'fragment ',
      node.name,
      wrap('(', join(node.variableDefinitions, ', '), ')'),
      ' on ',
      node.typeCondition,
      ' ',
      wrap('', join(node.directives, ' '), ' '),
      node.selectionSet,
    ]),
  IntValue: (node) => node.value,
  FloatValue: (node) => node.value,
  StringValue: (node) => printString(node.value),
  BooleanValue: (node) => (node.value ? 'true' : 'false'),
  NullValue: () => 'null',
  EnumValue: (node) => node.value,
  ListValue: (node) => join(['[', join(node.values, ', '), ']']),
  ObjectValue: (node) => join(['{', join(node.fields, ', '), '}']),
  ObjectField: (node) => join([node.name, ': ', node.value]),
  Directive: (node) => join(['@', node.name, wrap('(', join(node.arguments, ', '), ')')]),
  NamedType: (node) => node.name,
  ListType: (node) => join(['[', node.type, ']']),
  NonNullType: (node) => join([node.type, '!']),
};

/** graphql's reduce: children first (nulls in lists dropped, empty lists kept), then the node's printer. */
function reduce(node: any): any {
  if (Array.isArray(node)) return node.length === 0 ? node : node.filter((n) => n != null).map(reduce);
  const print = printers[node?.kind];
  if (!print) throw new Error(`Invalid or unsupported AST node for printing: ${String(node?.kind)}.`);
  const copy: Node = { ...node };
  for (const key of QueryDocumentKeys[node.kind as keyof typeof QueryDocumentKeys])
    if (copy[key] != null) copy[key] = reduce(copy[key]);
  return print(copy);
}
/* eslint-enable @typescript-eslint/no-explicit-any */

/** Prints an operation or fragment document exactly as graphql-js's `print` does. */
export function print(ast: ASTNode): string {
  return reduce(ast);
}
