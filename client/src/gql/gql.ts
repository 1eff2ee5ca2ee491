/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  query AdminGuard {\n    me {\n      no\n      role\n    }\n  }\n": typeof types.AdminGuardDocument,
    "\n  mutation Login($id: String!, $pwd: String!) {\n    login(id: $id, pwd: $pwd) {\n      token\n      user {\n        no\n        nickname\n        role\n      }\n    }\n  }\n": typeof types.LoginDocument,
    "\n  query LoginGuard {\n    me {\n      no\n    }\n  }\n": typeof types.LoginGuardDocument,
    "\n  fragment ShowCard_show on Show {\n    no\n    title\n    pic\n  }\n": typeof types.ShowCard_ShowFragmentDoc,
    "\n  query ShowList($page: Int!, $size: Int!) {\n    shows(page: $page, size: $size) {\n      number\n      totalPages\n      totalElements\n      content {\n        ...ShowCard_show\n      }\n    }\n  }\n": typeof types.ShowListDocument,
    "\n  query ShowDetail($no: Int!) {\n    show(no: $no) {\n      no\n      title\n      pic\n    }\n  }\n": typeof types.ShowDetailDocument,
};
const documents: Documents = {
    "\n  query AdminGuard {\n    me {\n      no\n      role\n    }\n  }\n": types.AdminGuardDocument,
    "\n  mutation Login($id: String!, $pwd: String!) {\n    login(id: $id, pwd: $pwd) {\n      token\n      user {\n        no\n        nickname\n        role\n      }\n    }\n  }\n": types.LoginDocument,
    "\n  query LoginGuard {\n    me {\n      no\n    }\n  }\n": types.LoginGuardDocument,
    "\n  fragment ShowCard_show on Show {\n    no\n    title\n    pic\n  }\n": types.ShowCard_ShowFragmentDoc,
    "\n  query ShowList($page: Int!, $size: Int!) {\n    shows(page: $page, size: $size) {\n      number\n      totalPages\n      totalElements\n      content {\n        ...ShowCard_show\n      }\n    }\n  }\n": types.ShowListDocument,
    "\n  query ShowDetail($no: Int!) {\n    show(no: $no) {\n      no\n      title\n      pic\n    }\n  }\n": types.ShowDetailDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminGuard {\n    me {\n      no\n      role\n    }\n  }\n"): (typeof documents)["\n  query AdminGuard {\n    me {\n      no\n      role\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Login($id: String!, $pwd: String!) {\n    login(id: $id, pwd: $pwd) {\n      token\n      user {\n        no\n        nickname\n        role\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation Login($id: String!, $pwd: String!) {\n    login(id: $id, pwd: $pwd) {\n      token\n      user {\n        no\n        nickname\n        role\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LoginGuard {\n    me {\n      no\n    }\n  }\n"): (typeof documents)["\n  query LoginGuard {\n    me {\n      no\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ShowCard_show on Show {\n    no\n    title\n    pic\n  }\n"): (typeof documents)["\n  fragment ShowCard_show on Show {\n    no\n    title\n    pic\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ShowList($page: Int!, $size: Int!) {\n    shows(page: $page, size: $size) {\n      number\n      totalPages\n      totalElements\n      content {\n        ...ShowCard_show\n      }\n    }\n  }\n"): (typeof documents)["\n  query ShowList($page: Int!, $size: Int!) {\n    shows(page: $page, size: $size) {\n      number\n      totalPages\n      totalElements\n      content {\n        ...ShowCard_show\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ShowDetail($no: Int!) {\n    show(no: $no) {\n      no\n      title\n      pic\n    }\n  }\n"): (typeof documents)["\n  query ShowDetail($no: Int!) {\n    show(no: $no) {\n      no\n      title\n      pic\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;