import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { SERVER_MSG } from '@scene-shop/domain/server-messages';
import { MSG } from '../../lib/messages';
import { renderRoutes } from '../../test/render';
import { CharacterEditorPage } from './components/character-editor-page';
import {
  AddItemMutation,
  DeleteItemMutation,
  FashionCharacterQuery,
  FashionItemAutocompleteQuery,
  FashionProductOptionsQuery,
  LinkItemMutation,
} from './operations';

const T = MSG.adminFashion;
const C = T.character;

const coat = {
  __typename: 'Item' as const,
  no: 301,
  name: '캐시미어 코트',
  pic: '/uploads/item/301.png',
  path: 'https://brand.example/coat',
  match: 'EXACT' as const,
  product: { __typename: 'Product' as const, no: 12, name: '울 코트' },
};
const style = (no: number, items: object[]) => ({
  __typename: 'Style' as const,
  no,
  pic: `/uploads/style/${no}.png`,
  items,
});
const character = (styles: object[]) => ({
  __typename: 'Character' as const,
  no: 9,
  name: '백현우 역',
  actorName: '김수현',
  pic: null,
  show: { __typename: 'Show' as const, no: 4, title: '눈물의 여왕' },
  styles,
});
const loaded = (data: object | null, uses = 1) => ({
  request: { query: FashionCharacterQuery, variables: { no: 9 } },
  result: { data: { adminCharacter: data } },
  maxUsageCount: uses,
});

const renderEditor = (mocks: object[], path = '/admin/fashion/character/9') =>
  renderRoutes({
    path,
    mocks: mocks as never,
    routes: [{ path: '/admin/fashion/character/:no', element: <CharacterEditorPage /> }],
  });

describe('the character editor (admin-console §2 Character editor)', () => {
  it("says it cannot load the details ('unable to load detail information') for a character that is not there", async () => {
    renderEditor([loaded(null)]);
    expect(await screen.findByText(MSG.adminFashion.character.unavailable)).toBeTruthy();
  });

  it("lists the styles with their items, and '연결된 스타일 정보 없음' for a style without any", async () => {
    renderEditor([loaded(character([style(1, [coat]), style(2, [])]))]);
    const first = await screen.findByRole('article', { name: C.styleNo(1) });
    expect(within(first).getByText(coat.name)).toBeTruthy();
    expect(within(first).getByText(T.match.EXACT)).toBeTruthy();
    expect(
      within(first)
        .getByRole('link', { name: T.items.product('울 코트') })
        .getAttribute('href'),
    ).toBe('/admin/product/detail/12');
    expect(within(first).getByRole('link', { name: coat.path }).getAttribute('href')).toBe(coat.path);
    const second = screen.getByRole('article', { name: C.styleNo(2) });
    expect(within(second).getByText('연결된 스타일 정보 없음')).toBeTruthy();
  });

  it('adds an item with its picture, a product found by autocomplete, a path and exact match', async () => {
    const user = userEvent.setup();
    const pic = new File([new Uint8Array([255, 216, 255])], 'scarf.jpg', { type: 'image/jpeg' });
    const input = { name: '체크 머플러', path: 'https://brand.example/scarf', productNo: 15, match: 'EXACT' };
    const added = { ...coat, no: 302, name: input.name, path: input.path, pic: '/uploads/item/302.jpg' };
    renderEditor([
      loaded(character([style(1, [])])),
      {
        request: { query: FashionProductOptionsQuery, variables: { term: '머플러' } },
        result: { data: { promotionTargets: [{ __typename: 'PromotionTargetItem', no: 15, name: '체크 머플러' }] } },
      },
      {
        request: {
          query: AddItemMutation,
          variables: (v: { styleNo: number; input: object; file: File }) =>
            v.styleNo === 1 && JSON.stringify(v.input) === JSON.stringify(input) && v.file === pic,
        },
        result: { data: { addItem: { __typename: 'Item', no: 302 } } },
      },
      loaded(character([style(1, [added])])),
    ]);
    const panel = await screen.findByRole('article', { name: C.styleNo(1) });
    await user.click(within(panel).getByRole('button', { name: T.itemForm.open }));
    const form = within(screen.getByRole('region', { name: T.itemForm.title(C.styleNo(1)) }));

    await user.type(form.getByLabelText(T.itemForm.path), 'ftp://brand.example');
    await user.click(form.getByRole('button', { name: T.itemForm.submit }));
    expect(await form.findByText(T.rules.itemNameRequired)).toBeTruthy();
    expect(form.getByText(T.rules.fileRequired)).toBeTruthy();
    expect(form.getByText(T.rules.pathInvalid)).toBeTruthy();

    await user.upload(form.getByLabelText(T.itemForm.picture), pic);
    await user.type(form.getByLabelText(T.itemForm.name), input.name);
    await user.clear(form.getByLabelText(T.itemForm.path));
    await user.type(form.getByLabelText(T.itemForm.path), input.path);
    await user.type(form.getByRole('combobox', { name: T.itemForm.product }), '머플러');
    await form.findByRole('option', { name: '체크 머플러' });
    await user.keyboard('{ArrowDown}{Enter}');
    expect(await form.findByText(T.itemForm.chosen('체크 머플러'))).toBeTruthy();
    await user.click(form.getByRole('radio', { name: T.match.EXACT }));
    await user.click(form.getByRole('button', { name: T.itemForm.submit }));

    await waitFor(() => expect(screen.queryByRole('region', { name: T.itemForm.title(C.styleNo(1)) })).toBeNull());
    expect(await within(panel).findByText(input.name)).toBeTruthy();
  });

  it('links an existing item, and shows why the server refused a second link', async () => {
    const user = userEvent.setup();
    renderEditor([
      loaded(character([style(1, [coat])])),
      {
        request: { query: FashionItemAutocompleteQuery, variables: { term: '코트' } },
        result: { data: { itemAutocomplete: [{ __typename: 'Item', no: 301, name: coat.name }] } },
      },
      {
        request: { query: LinkItemMutation, variables: { styleNo: 1, itemNo: 301 } },
        result: {
          errors: [
            new GraphQLError(SERVER_MSG.adminFashion.alreadyLinked, {
              extensions: { code: 'CONFLICT', field: 'itemNo' },
            }),
          ],
        },
      },
    ]);
    const panel = await screen.findByRole('article', { name: C.styleNo(1) });
    await user.click(within(panel).getByRole('button', { name: T.linkForm.open }));
    const form = within(screen.getByRole('region', { name: T.linkForm.title(C.styleNo(1)) }));
    await user.click(form.getByRole('button', { name: T.linkForm.submit }));
    expect(await form.findByText(T.rules.itemRequired)).toBeTruthy();
    await user.type(form.getByRole('combobox', { name: T.linkForm.label }), '코트');
    await user.click(await form.findByRole('option', { name: coat.name }));
    expect(form.getByText(T.linkForm.chosen(coat.name))).toBeTruthy();
    await user.click(form.getByRole('button', { name: T.linkForm.submit }));
    expect(await form.findByText(SERVER_MSG.adminFashion.alreadyLinked)).toBeTruthy();
    // The server blames itemNo: the message stands under the item's input.
    expect(form.getByRole('combobox', { name: T.linkForm.label }).getAttribute('aria-invalid')).toBe('true');
  });

  it('deletes an item from every style after a confirm that says so', async () => {
    const user = userEvent.setup();
    renderEditor([
      loaded(character([style(1, [coat])])),
      {
        request: { query: DeleteItemMutation, variables: { no: 301 } },
        result: { data: { deleteItem: true } },
      },
      loaded(character([style(1, [])])),
    ]);
    await user.click(await screen.findByRole('button', { name: C.deleteItemOf(coat.name) }));
    const confirm = screen.getByRole('alertdialog', { name: C.deleteItemConfirm(coat.name) });
    expect(within(confirm).getByText(C.deleteItemCascade)).toBeTruthy();
    await user.click(within(confirm).getByRole('button', { name: C.deleteItem }));
    expect(await screen.findByText('연결된 스타일 정보 없음')).toBeTruthy();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
