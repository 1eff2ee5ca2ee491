import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import { maxDirectivesRule } from '@escape.tech/graphql-armor-max-directives';
import {
  getNamedType,
  GraphQLError,
  getNullableType,
  isListType,
  isObjectType,
  isInterfaceType,
  Kind,
  valueFromASTUntyped,
  type ASTNode,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLField,
  type GraphQLNamedType,
  type GraphQLSchema,
  type SelectionSetNode,
  type ValidationContext,
  type ValidationRule,
} from 'graphql';
import { koreanText, msg, type Message } from '@scene-shop/domain';
import { AppError } from '../common/errors.js';
import { hasNul } from '../common/strict-json.js';

/**
 * Limits per operation, chosen from the client's real queries (graphql-limits.test.ts measures every one): the
 * deepest is 6 levels and the costliest 7,504 points (show detail: characters → styles → items, each list assumed
 * 10 long), so these leave room for new screens while a hostile query (a cycle show → characters → show … with
 * large pages, or hundreds of aliases) is refused before anything runs.
 */
export const LIMITS = {
  depth: 10,
  aliases: 15,
  directives: 20,
  tokens: 2_000,
  /** Fields once every fragment spread is written out: no more than a document of `tokens` could spell out. */
  expandedFields: 2_000,
  cost: 20_000,
  /** How many rows a list without a size argument (a show's characters, an order's lines) is assumed to hold. */
  assumedListSize: 10,
};

const tooComplex = () => new AppError('BAD_USER_INPUT', msg('common.tooComplex'));

/** A refusal of the document before it runs, with the catalogue's message and its key, as our own errors carry. */
const validationError = (message: Message, nodes?: ASTNode[]) =>
  new GraphQLError(koreanText(message), {
    nodes,
    extensions: { code: 'GRAPHQL_VALIDATION_FAILED', key: message.key, args: message.args },
  });

/** The armor rules report one validation error with our message instead of throwing out of validation. */
const reportTooComplex = {
  exposeLimits: false,
  propagateOnRejection: false,
  onReject: [(context: ValidationContext | null) => context?.reportError(validationError(msg('common.tooComplex')))],
};

/**
 * PostgreSQL cannot take NUL (with MikroORM's inlined values it even breaks the statement's message): JSON bodies
 * refuse it in their reviver, and a string literal of the document, which no reviver sees, is refused here.
 */
const noNulLiterals: ValidationRule = (context) => ({
  StringValue(node) {
    if (hasNul(node.value)) {
      context.reportError(validationError(msg('common.badInput'), [node]));
    }
  },
});

/**
 * How many fields the document holds with every fragment spread written out, each fragment's size computed once:
 * 22 fragments each spreading the next twice are a page of text but four million fields, which graphql's own rules,
 * the depth rule and the cost would all walk.
 */
export function expandedFieldCount(document: DocumentNode): number {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const def of document.definitions) if (def.kind === Kind.FRAGMENT_DEFINITION) fragments.set(def.name.value, def);
  const sizes = new Map<string, number>();
  const fragmentSize = (name: string): number => {
    const known = sizes.get(name);
    if (known !== undefined) return known;
    // A cycle counts nothing here: NoFragmentCyclesRule refuses it.
    sizes.set(name, 0);
    const fragment = fragments.get(name);
    const size = fragment ? setSize(fragment.selectionSet) : 0;
    sizes.set(name, size);
    return size;
  };
  const setSize = (set: SelectionSetNode | undefined): number => {
    let total = 0;
    for (const sel of set?.selections ?? []) {
      if (sel.kind === Kind.FIELD) total += 1 + setSize(sel.selectionSet);
      else if (sel.kind === Kind.INLINE_FRAGMENT) total += setSize(sel.selectionSet);
      else total += fragmentSize(sel.name.value);
    }
    return total;
  };
  let total = 0;
  for (const def of document.definitions) {
    if (def.kind === Kind.OPERATION_DEFINITION || def.kind === Kind.FRAGMENT_DEFINITION)
      total += setSize(def.selectionSet);
  }
  return total;
}

/**
 * Refuses a document that expands past LIMITS.expandedFields before any other rule looks below its top: returning
 * null from the document's enter removes it from the walk (graphql's visitInParallel hands a replacement up), so no
 * rule visits a single selection of it.
 */
const expandedFieldsLimit: ValidationRule = (context) => ({
  Document(node) {
    if (expandedFieldCount(node) <= LIMITS.expandedFields) return undefined;
    context.reportError(validationError(msg('common.tooComplex')));
    return null;
  },
});

/**
 * Ours, the expanded-size limit first. Apollo and graphql-ws run graphql's own rules before these; of those, only the
 * checks of the document's top level (which definitions it holds) run on a document the limit refuses.
 */
export const validationRules: ValidationRule[] = [
  expandedFieldsLimit,
  noNulLiterals,
  // Depth counts fields, as operationDepth does: a fragment spread is a way of writing fields, not a level.
  maxDepthRule({ n: LIMITS.depth, ignoreIntrospection: true, flattenFragments: true, ...reportTooComplex }),
  maxAliasesRule({ n: LIMITS.aliases, ...reportTooComplex }),
  maxDirectivesRule({ n: LIMITS.directives, ...reportTooComplex }),
];

export const parseOptions = { maxTokens: LIMITS.tokens };

interface CostScope {
  schema: GraphQLSchema;
  fragments: Map<string, FragmentDefinitionNode>;
  variables: Record<string, unknown>;
  fragmentCosts: Map<string, number>;
}

/** The size a field asks for: its `size` or `limit` argument, literal or variable. */
function requestedSize(field: GraphQLField<unknown, unknown>, node: FieldNode, scope: CostScope): number | null {
  const arg = node.arguments?.find((a) => a.name.value === 'size' || a.name.value === 'limit');
  const def = field.args.find((a) => a.name === 'size' || a.name === 'limit');
  if (!def) return null;
  const value = arg ? valueFromASTUntyped(arg.value, scope.variables) : def.defaultValue;
  return typeof value === 'number' && value > 0 ? value : 1;
}

/** A fragment costs the same wherever it is spread (its type condition is its type): computed once. */
function fragmentCost(scope: CostScope, name: string): number {
  const known = scope.fragmentCosts.get(name);
  if (known !== undefined) return known;
  // A cycle counts nothing more: validation has refused it already.
  scope.fragmentCosts.set(name, 0);
  const fragment = scope.fragments.get(name);
  const type = fragment && scope.schema.getType(fragment.typeCondition.name.value);
  const cost = fragment && type ? selectionCost(scope, type, fragment.selectionSet) : 0;
  scope.fragmentCosts.set(name, cost);
  return cost;
}

function selectionCost(scope: CostScope, type: GraphQLNamedType, set: SelectionSetNode): number {
  if (!isObjectType(type) && !isInterfaceType(type)) return 0;
  let total = 0;
  for (const sel of set.selections) {
    if (sel.kind === Kind.INLINE_FRAGMENT) {
      const inner = sel.typeCondition ? scope.schema.getType(sel.typeCondition.name.value) : type;
      total += inner ? selectionCost(scope, inner, sel.selectionSet) : 0;
    } else if (sel.kind === Kind.FRAGMENT_SPREAD) {
      total += fragmentCost(scope, sel.name.value);
    } else if (!sel.name.value.startsWith('__')) {
      const field = type.getFields()[sel.name.value];
      if (!field) continue;
      const size = requestedSize(field, sel, scope);
      // A page's `content` is already counted by the page's size.
      const inPage = type.name.endsWith('Page') && field.name === 'content';
      const multiplier = size ?? (isListType(getNullableType(field.type)) && !inPage ? LIMITS.assumedListSize : 1);
      const children = sel.selectionSet ? selectionCost(scope, getNamedType(field.type), sel.selectionSet) : 0;
      total += 1 + multiplier * children;
    }
  }
  return total;
}

/** The cost of one operation: every field counts once per row it will be resolved for. */
export function operationCost(
  schema: GraphQLSchema,
  document: DocumentNode,
  operationName: string | null | undefined,
  variables: Record<string, unknown> = {},
): number {
  const fragments = new Map<string, FragmentDefinitionNode>();
  const operations = [];
  for (const def of document.definitions) {
    if (def.kind === Kind.FRAGMENT_DEFINITION) fragments.set(def.name.value, def);
    if (def.kind === Kind.OPERATION_DEFINITION) operations.push(def);
  }
  const operation = operationName ? operations.find((o) => o.name?.value === operationName) : operations[0];
  if (!operation) return 0;
  const root = schema.getRootType(operation.operation);
  if (!root) return 0;
  return selectionCost({ schema, fragments, variables, fragmentCosts: new Map() }, root, operation.selectionSet);
}

/** Refuses an operation over the cost limit, before any resolver runs. */
export function checkCost(...args: Parameters<typeof operationCost>): void {
  if (operationCost(...args) > LIMITS.cost) throw tooComplex();
}
