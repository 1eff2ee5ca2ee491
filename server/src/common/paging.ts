import { ArgsType, Field, Int, ObjectType, type ClassType } from 'type-graphql';

/** The one page shape, named as the original Spring API named it. */
export interface Page<T> {
  content: T[];
  totalPages: number;
  totalElements: number;
  number: number;
  size: number;
}

@ArgsType()
export class PageArgs {
  @Field(() => Int, { defaultValue: 0, description: 'Zero-based page number' })
  page: number = 0;

  @Field(() => Int, { defaultValue: 10 })
  size: number = 10;
}

export function toPage<T>(content: T[], totalElements: number, page: number, size: number): Page<T> {
  return { content, totalElements, totalPages: Math.ceil(totalElements / size), number: page, size };
}

export function mapPage<T, U>(page: Page<T>, fn: (item: T) => U): Page<U> {
  return { ...page, content: page.content.map(fn) };
}

/** MikroORM limit/offset for a zero-based page. */
export const pageWindow = ({ page, size }: PageArgs) => ({ limit: size, offset: page * size });

const pageTypes = new Map<ClassType, ClassType>();

/** One GraphQL page type per item type, e.g. ShowPage. */
export function PageOf<T extends object>(item: ClassType<T>): ClassType<Page<T>> {
  const existing = pageTypes.get(item);
  if (existing) return existing as ClassType<Page<T>>;
  @ObjectType(`${item.name}Page`)
  class PageType implements Page<T> {
    @Field(() => [item]) content!: T[];
    @Field(() => Int) totalPages!: number;
    @Field(() => Int) totalElements!: number;
    @Field(() => Int, { description: 'Zero-based page number' }) number!: number;
    @Field(() => Int) size!: number;
  }
  pageTypes.set(item, PageType);
  return PageType;
}
