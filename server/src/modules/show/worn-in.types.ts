import { Field, ObjectType } from 'type-graphql';
import { Character } from './character.entity.js';
import { Show } from './show.entity.js';
import { Style } from './style.entity.js';

@ObjectType({
  description: 'One outfit in which a product is seen: the show, the character who wears it and the style',
})
export class WornIn {
  @Field(() => Show)
  show!: Show;

  @Field(() => Character)
  character!: Character;

  @Field(() => Style)
  style!: Style;
}
