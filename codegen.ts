import type { CodegenConfig } from '@graphql-codegen/cli';

/**
 * Typed documents for the client: operations are written with the generated `graphql()` function and used with
 * Apollo's own hooks (no generated wrapper hooks, no fragment masking).
 */
const config: CodegenConfig = {
  schema: 'schema.graphql',
  documents: ['client/src/**/*.{ts,tsx}', '!client/src/gql/**/*'],
  ignoreNoDocuments: true,
  generates: {
    'client/src/gql/': {
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: {
        enumsAsTypes: true,
        useTypeImports: true,
        skipTypename: false,
        avoidOptionals: { field: true, inputValue: false, object: true, defaultValue: false },
        scalars: { DateTimeISO: 'string', Upload: 'File', Won: 'number' },
      },
    },
  },
};

export default config;
