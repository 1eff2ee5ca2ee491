/**
 * graphql-js 16's `print`, cut down to what Apollo Client sends: operations and fragments (the schema-language kinds
 * are left out). The build gives it to Apollo's `print` in place of graphql's (see build/apollo-print.ts), which keeps
 * graphql's full printer out of the first load. The algorithm is graphql's own (same buffers, joins, indentation and
 * 80-column argument wrapping), so the text sent to the server is the same; graphql-print.test.ts compares the two on
 * every document of the app. One difference: a block string ("""…""") is printed as an ordinary string literal
 * holding the same value (no document of the app has one).
 */
import type { ASTNode } from 'graphql';

const MAX_LINE_LENGTH = 80;

/** A string, or a chain of them with indentation marks (graphql's PrintBuffer). */
class Buffer {
  next: Buffer | undefined = undefined;
  tail: Buffer = this;
  indentBefore = false;
  dedentAfter = false;
  length: number;
  lines: string | string[];
  newlines: number;

  constructor(value = '') {
    this.length = value.length;
    this.lines = value.includes('\n') ? value.split('\n') : value;
    this.newlines = typeof this.lines === 'string' ? 0 : this.lines.length - 1;
  }

  append(result: Buffer | string): Buffer {
    if (result.length === 0) return this;
    const next = typeof result === 'string' ? new Buffer(result) : result;
    this.tail.next = next;
    this.tail = next.tail;
    this.length += next.length;
    this.newlines += next.newlines;
    return this;
  }

  indent(): Buffer {
    if (this.length === 0) return this;
    this.indentBefore = true;
    this.tail.dedentAfter = true;
    this.length += 2 * (this.newlines + 1);
    return this;
  }
}

const EMPTY = new Buffer();

type Part = Buffer | string | undefined;

function render(buffer: Buffer): string {
  let output = '';
  let text = '';
  let depth = 0;
  let indentation = '';
  for (let part: Buffer | undefined = buffer; part !== undefined; part = part.next) {
    const lines = part.lines;
    if (part.indentBefore) {
      indentation += '  ';
      text += '  ';
      depth++;
    }
    if (typeof lines === 'string') {
      text += lines;
    } else {
      text += lines[0];
      for (let i = 1; i < lines.length; i++) {
        output += text;
        text = '\n' + indentation + lines[i];
      }
    }
    if (part.dedentAfter) {
      depth--;
      indentation = indentation.slice(0, depth * 2);
    }
  }
  return output + text;
}

function join(items: readonly Part[] | undefined, separator = ''): Buffer {
  if (items == null || items.length === 0) return EMPTY;
  let result = EMPTY;
  for (const item of items) {
    if (item === undefined || item.length === 0) continue;
    if (result.length === 0) {
      result = typeof item === 'string' ? new Buffer(item) : item;
    } else {
      if (separator !== '') result.append(separator);
      result.append(item);
    }
  }
  return result;
}

function wrap(start: string, buffer: Buffer | undefined, end = ''): Buffer {
  if (buffer == null || buffer.length === 0) return EMPTY;
  return start === '' ? buffer.append(end) : new Buffer(start).append(buffer).append(end);
}

const block = (items: Buffer[] | undefined) => wrap('{\n', join(items, '\n').indent(), '\n}');

function wrappedLineAndArgs(prefix: Buffer, args: Buffer[] | undefined): Buffer {
  if (args == null || args.length === 0) return prefix;
  let length = 0;
  for (const arg of args) if (arg.length !== 0) length += (length === 0 ? 0 : 2) + arg.length;
  return join([
    prefix,
    prefix.length + length + 2 > MAX_LINE_LENGTH
      ? wrap('(\n', join(args, '\n').indent(), '\n)')
      : wrap('(', join(args, ', '), ')'),
  ]);
}

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

/** Per kind: the child keys to print first (graphql's QueryDocumentKeys), then how to print the node. */
const kinds: Record<string, [keys: string[], print: (node: Node) => Buffer]> = {
  Name: [[], (node) => new Buffer(node.value)],
  Variable: [['name'], (node) => join(['$', node.name])],
  Document: [['definitions'], (node) => join(node.definitions, '\n\n')],
  OperationDefinition: [
    ['description', 'name', 'variableDefinitions', 'directives', 'selectionSet'],
    (node) => {
      const varDefs = node.variableDefinitions?.some((d: Buffer) => d.newlines !== 0)
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
  ],
  VariableDefinition: [
    ['description', 'variable', 'type', 'defaultValue', 'directives'],
    (node) =>
      join([
        wrap('', node.description, '\n'),
        node.variable,
        ': ',
        node.type,
        wrap(' = ', node.defaultValue),
        wrap(' ', join(node.directives, ' ')),
      ]),
  ],
  SelectionSet: [['selections'], (node) => block(node.selections)],
  Field: [
    ['alias', 'name', 'arguments', 'directives', 'selectionSet'],
    (node) =>
      join([
        wrappedLineAndArgs(join([wrap('', node.alias, ': '), node.name], ''), node.arguments),
        wrap(' ', join(node.directives, ' ')),
        wrap(' ', node.selectionSet),
      ]),
  ],
  Argument: [['name', 'value'], (node) => join([node.name, ': ', node.value])],
  FragmentSpread: [['name', 'directives'], (node) => join(['...', node.name, wrap(' ', join(node.directives, ' '))])],
  InlineFragment: [
    ['typeCondition', 'directives', 'selectionSet'],
    (node) =>
      join(['...', wrap('on ', node.typeCondition), join(node.directives, ' '), node.selectionSet], ' '),
  ],
  FragmentDefinition: [
    ['description', 'name', 'variableDefinitions', 'typeCondition', 'directives', 'selectionSet'],
    (node) =>
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
  ],
  IntValue: [[], (node) => new Buffer(node.value)],
  FloatValue: [[], (node) => new Buffer(node.value)],
  StringValue: [[], (node) => new Buffer(printString(node.value))],
  BooleanValue: [[], (node) => new Buffer(node.value ? 'true' : 'false')],
  NullValue: [[], () => new Buffer('null')],
  EnumValue: [[], (node) => new Buffer(node.value)],
  ListValue: [['values'], (node) => join(['[', join(node.values, ', '), ']'])],
  ObjectValue: [['fields'], (node) => join(['{', join(node.fields, ', '), '}'])],
  ObjectField: [['name', 'value'], (node) => join([node.name, ': ', node.value])],
  Directive: [['name', 'arguments'], (node) => join(['@', node.name, wrap('(', join(node.arguments, ', '), ')')])],
  NamedType: [['name'], (node) => node.name],
  ListType: [['type'], (node) => join(['[', node.type, ']'])],
  NonNullType: [['type'], (node) => join([node.type, '!'])],
};

/** graphql's reduce: children first (nulls in lists dropped, empty lists kept), then the node's printer. */
function reduce(node: any): any {
  if (Array.isArray(node)) return node.length === 0 ? node : node.filter((n) => n != null).map(reduce);
  const kind = kinds[node?.kind];
  if (!kind) throw new Error(`Invalid or unsupported AST node for printing: ${String(node?.kind)}.`);
  const [keys, print] = kind;
  const copy: Node = { ...node };
  for (const key of keys) if (copy[key] != null) copy[key] = reduce(copy[key]);
  return print(copy);
}
/* eslint-enable @typescript-eslint/no-explicit-any */

/** Prints an operation or fragment document exactly as graphql-js's `print` does. */
export function print(ast: ASTNode): string {
  return render(reduce(ast));
}
