import { Field, ObjectType } from 'type-graphql';

@ObjectType({ description: 'An actor of a show as the show-info source knows them' })
export class ActorInfo {
  @Field({ description: "The actor's name" })
  actor!: string;

  @Field({ description: 'The character played, as the source names it (without the " 역" suffix)' })
  character!: string;

  @Field(() => String, { nullable: true, description: "The source's picture URL, or null" })
  pic!: string | null;
}

@ObjectType({ description: 'A show as the show-info source knows it, to register it with its poster and actors' })
export class ShowInfo {
  @Field()
  title!: string;

  @Field(() => String, { nullable: true, description: "The source's poster URL, or null" })
  pic!: string | null;

  @Field(() => String, { nullable: true })
  overview!: string | null;

  @Field(() => [ActorInfo], { description: 'Main cast first' })
  actors!: ActorInfo[];
}

/** Where the console looks shows up ('find info'); a title it does not know answers null. */
export interface ShowInfoProvider {
  findShow(title: string): Promise<ShowInfo | null>;
}
