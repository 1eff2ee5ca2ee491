import { graphql } from '../../gql';

/** Admin console §9: registered shows 6 a page, registered items 6 a page. */
export const SHOW_PAGE_SIZE = 6;
export const ITEM_PAGE_SIZE = 6;

export const FashionShowCard_show = graphql(`
  fragment FashionShowCard_show on Show {
    no
    title
    pic
  }
`);

export const FashionShowsQuery = graphql(`
  query FashionShows($page: Int!, $size: Int!) {
    adminShows(page: $page, size: $size) {
      number
      totalPages
      content {
        no
        ...FashionShowCard_show
      }
    }
  }
`);

export const FashionShowAutocompleteQuery = graphql(`
  query FashionShowAutocomplete($term: String!) {
    showAutocomplete(term: $term) {
      no
      title
    }
  }
`);

export const FindShowInfoQuery = graphql(`
  query FashionFindShowInfo($title: String!) {
    findShowInfo(title: $title) {
      title
      pic
      overview
      actors {
        actor
        character
        pic
      }
    }
  }
`);

export const AddShowMutation = graphql(`
  mutation FashionAddShow($title: String!, $pic: String) {
    addShow(title: $title, pic: $pic) {
      no
      ...FashionShowCard_show
    }
  }
`);

export const AddShowManuallyMutation = graphql(`
  mutation FashionAddShowManually($title: String!, $file: Upload!) {
    addShowManually(title: $title, file: $file) {
      no
      ...FashionShowCard_show
    }
  }
`);

export const FashionItemCard_item = graphql(`
  fragment FashionItemCard_item on Item {
    no
    name
    pic
    path
    match
    product {
      no
      name
    }
    styles {
      no
      pic
      character {
        no
        name
        actorName
        show {
          no
          title
        }
      }
    }
  }
`);

export const FashionItemsQuery = graphql(`
  query FashionItems($page: Int!, $size: Int!, $term: String) {
    adminItems(page: $page, size: $size, term: $term) {
      number
      totalPages
      content {
        no
        ...FashionItemCard_item
      }
    }
  }
`);

export const FashionItemAutocompleteQuery = graphql(`
  query FashionItemAutocomplete($term: String!) {
    itemAutocomplete(term: $term) {
      no
      name
    }
  }
`);

/** The product search of the item form: the console's product autocomplete (the promotions use it too). */
export const FashionProductOptionsQuery = graphql(`
  query FashionProductOptions($term: String!) {
    promotionTargets(type: PRODUCT, term: $term) {
      no
      name
    }
  }
`);

export const FashionCharacterRow_character = graphql(`
  fragment FashionCharacterRow_character on Character {
    no
    name
    actorName
    pic
    styleCount
  }
`);

export const FashionShowQuery = graphql(`
  query FashionShow($no: Int!) {
    adminShow(no: $no) {
      no
      title
      pic
      characters {
        no
        ...FashionCharacterRow_character
      }
    }
  }
`);

export const DeleteShowMutation = graphql(`
  mutation FashionDeleteShow($no: Int!) {
    deleteShow(no: $no)
  }
`);

export const AddCharacterMutation = graphql(`
  mutation FashionAddCharacter($showNo: Int!, $actor: String!, $character: String!, $pic: String) {
    addCharacter(showNo: $showNo, actor: $actor, character: $character, pic: $pic) {
      no
      ...FashionCharacterRow_character
    }
  }
`);

export const AddCharacterManuallyMutation = graphql(`
  mutation FashionAddCharacterManually($showNo: Int!, $actorName: String!, $characterName: String!, $file: Upload!) {
    addCharacterManually(showNo: $showNo, actorName: $actorName, characterName: $characterName, file: $file) {
      no
      ...FashionCharacterRow_character
    }
  }
`);

export const DeleteCharacterMutation = graphql(`
  mutation FashionDeleteCharacter($no: Int!) {
    deleteCharacter(no: $no)
  }
`);

export const FashionStylePanel_style = graphql(`
  fragment FashionStylePanel_style on Style {
    no
    pic
    items {
      no
      name
      pic
      path
      match
      product {
        no
        name
      }
    }
  }
`);

export const FashionCharacterQuery = graphql(`
  query FashionCharacter($no: Int!) {
    adminCharacter(no: $no) {
      no
      name
      actorName
      pic
      show {
        no
        title
      }
      styles {
        no
        ...FashionStylePanel_style
      }
    }
  }
`);

export const AddStyleMutation = graphql(`
  mutation FashionAddStyle($characterNo: Int!, $file: Upload!) {
    addStyle(characterNo: $characterNo, file: $file) {
      no
    }
  }
`);

export const DeleteStyleMutation = graphql(`
  mutation FashionDeleteStyle($no: Int!) {
    deleteStyle(no: $no)
  }
`);

export const AddItemMutation = graphql(`
  mutation FashionAddItem($styleNo: Int!, $input: ItemInput!, $file: Upload!) {
    addItem(styleNo: $styleNo, input: $input, file: $file) {
      no
    }
  }
`);

export const LinkItemMutation = graphql(`
  mutation FashionLinkItem($styleNo: Int!, $itemNo: Int!) {
    linkItem(styleNo: $styleNo, itemNo: $itemNo) {
      no
      ...FashionStylePanel_style
    }
  }
`);

export const UnlinkItemMutation = graphql(`
  mutation FashionUnlinkItem($styleNo: Int!, $itemNo: Int!) {
    unlinkItem(styleNo: $styleNo, itemNo: $itemNo) {
      no
      ...FashionStylePanel_style
    }
  }
`);

export const DeleteItemMutation = graphql(`
  mutation FashionDeleteItem($no: Int!) {
    deleteItem(no: $no)
  }
`);
