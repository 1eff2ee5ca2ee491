import { createUnionType, Field, Int, ObjectType } from 'type-graphql';
import { SearchCategory } from '../../common/enums.js';
import { Product } from '../catalog/product.entity.js';
import { Show } from '../show/show.entity.js';

@ObjectType({ description: 'One actor (by name) with the shows they play in' })
export class ActorSearchResult {
  @Field()
  name!: string;

  @Field(() => [Show], { description: 'Oldest show first' })
  showDetails!: Show[];
}

@ObjectType({ description: 'A member found by nickname: public fields only' })
export class MemberSearchResult {
  @Field(() => Int)
  no!: number;

  @Field()
  nickname!: string;

  @Field(() => String, { nullable: true })
  pic!: string | null;
}

export type SearchResultItem = Product | Show | ActorSearchResult | MemberSearchResult;

export const SearchResult = createUnionType({
  name: 'SearchResult',
  description: 'Product, Show, ActorSearchResult or MemberSearchResult, by the category searched',
  types: () => [Product, Show, ActorSearchResult, MemberSearchResult] as const,
  resolveType: (value) => {
    if (value instanceof Product) return Product;
    if (value instanceof Show) return Show;
    if (value instanceof ActorSearchResult) return ActorSearchResult;
    return MemberSearchResult;
  },
});

@ObjectType({ description: 'A name to search instead, in its category' })
export class SearchSuggestion {
  @Field(() => SearchCategory)
  category!: SearchCategory;

  @Field({ description: 'The name (title for a show)' })
  name!: string;
}

@ObjectType({ description: "One category's suggestions for the header's search bar" })
export class SuggestionGroup {
  @Field(() => SearchCategory)
  category!: SearchCategory;

  @Field(() => [String], { description: 'Best first; names, titles for shows, nicknames for members' })
  names!: string[];
}

@ObjectType()
export class SearchPage {
  /** What was searched, for `suggestion` (not a field). */
  term!: string;
  category!: SearchCategory;

  @Field(() => [SearchResult])
  results!: SearchResultItem[];

  @Field(() => Int)
  totalPages!: number;

  @Field(() => Int)
  totalElements!: number;

  @Field(() => Int, { description: 'Zero-based page number' })
  number!: number;

  @Field(() => Int)
  size!: number;
}
