import { Args, createParameterDecorator, type ArgOptions, type ClassType } from 'type-graphql';
import type { z } from 'zod';
import { parseInput } from './input.js';

/** `() => Int`, `() => NoticeInput`: the argument's GraphQL type, as `@Arg` takes it. */
type TypeFunc = NonNullable<NonNullable<Parameters<typeof createParameterDecorator>[1]>['arg']>['typeFunc'];

/**
 * A GraphQL argument declared as `@Arg` declares it (same name, type and options, so the schema does not change)
 * and handed to the resolver parsed by its domain schema: typed and valid, or a BAD_USER_INPUT naming the field.
 */
export function ParsedArg<S extends z.ZodType>(
  name: string,
  type: TypeFunc,
  schema: S,
  options: Omit<ArgOptions, 'validate' | 'validateFn'> = {},
) {
  return createParameterDecorator(({ args }) => parseInput(schema, args[name], { field: name }), {
    arg: { name, typeFunc: type, options },
  });
}

/**
 * The arguments of an `@ArgsType` class (declared by type-graphql's `@Args`, so the schema does not change), parsed
 * by their domain schema: the resolver receives the schema's output in place of the class's fields.
 */
export function ParsedArgs<S extends z.ZodType>(type: () => ClassType, schema: S) {
  return Args(type, {
    validateFn: (value) => {
      const fields = value as Record<string, unknown>;
      const parsed = parseInput(schema, { ...fields }) as Record<string, unknown>;
      for (const key of Object.keys(fields)) delete fields[key];
      Object.assign(fields, parsed);
    },
  });
}
