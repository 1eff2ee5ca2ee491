import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MSG } from '../../lib/messages';
import { paths } from '../../lib/paths';
import { EditPostQuery, PurchasedProductsQuery, UpdatePostMutation, WritePostMutation } from './operations';
import { renderStylePage } from './test/style-app';

const T = MSG.postForm;
const product = (no: number, name: string) => ({ __typename: 'Product', no, name, pic: `/p/${no}.png` });
const purchases = {
  request: { query: PurchasedProductsQuery },
  result: { data: { purchasedProducts: [product(5, '린넨 셔츠'), product(6, '데님 팬츠')] } },
};
const png = new File(['png'], 'look.png', { type: 'image/png' });
const written = (check: (v: Record<string, unknown>) => boolean, result: object) => ({
  request: { query: WritePostMutation, variables: check },
  ...result,
});
const savedPost = {
  data: { writePost: { __typename: 'Post', no: 55, content: '오늘의 룩', pic: '/uploads/post/55.png' } },
};

const content = () => screen.getByLabelText(T.content) as HTMLTextAreaElement;
const submit = () => screen.getByRole('button', { name: T.submit });

describe('writing a post', () => {
  it('asks for a photo before anything is sent', async () => {
    const user = userEvent.setup();
    renderStylePage('/user/style/write', [purchases]);
    await user.type(await screen.findByLabelText(T.content), '사진을 깜빡했어요');
    await user.click(submit());
    expect(await screen.findByText(T.picRequired)).toBeTruthy();
    const input = screen.getByLabelText(T.chooseImage);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(input);
  });

  it('refuses a file that is not a jpeg, png or gif as soon as it is chosen, and accepts a .jpg', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderStylePage('/user/style/write', [purchases]);
    const input = await screen.findByLabelText(T.chooseImage);
    await user.upload(input, new File(['%PDF'], 'look.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText(T.badType)).toBeTruthy();
    expect(screen.queryByRole('img', { name: T.imagePreview })).toBeNull();
    await user.upload(input, new File(['jpg'], 'look.jpg', { type: 'image/jpeg' }));
    await waitFor(() => expect(screen.queryByText(T.badType)).toBeNull());
    expect(screen.getByRole('img', { name: T.imagePreview })).toBeTruthy();
  });

  it("counts 'n / 500' and cuts the text at 500 characters with its message", async () => {
    const user = userEvent.setup();
    renderStylePage('/user/style/write', [purchases]);
    await user.type(await screen.findByLabelText(T.content), '안녕');
    expect(screen.getByTestId('post-counter').textContent).toBe(T.counter(2));
    expect(screen.queryByText(T.contentTooLong)).toBeNull();
    fireEvent.change(content(), { target: { value: '가'.repeat(499) + '😀😀' } });
    expect(content().value).toBe('가'.repeat(499) + '😀');
    expect(screen.getByTestId('post-counter').textContent).toBe(T.counter(500));
    expect(screen.getByText(T.contentTooLong)).toBeTruthy();
  });

  it('sends the text, the photo and the chosen product, then opens the new post', async () => {
    const user = userEvent.setup();
    const write = written(
      (v) => JSON.stringify(v.input) === JSON.stringify({ content: '오늘의 룩', productNo: 6 }) && v.image === png,
      { result: savedPost },
    );
    const { router } = renderStylePage('/user/style/write', [purchases, write]);
    await user.upload(await screen.findByLabelText(T.chooseImage), png);
    expect(screen.getByRole('img', { name: T.imagePreview })).toBeTruthy();
    await user.type(content(), ' 오늘의 룩 ');
    await user.selectOptions(screen.getByLabelText(T.product), '데님 팬츠');
    expect(screen.getByTestId('chosen-product-picture').getAttribute('src')).toBe('/p/6.png');
    await user.click(submit());
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.styleDetail(55)));
  });

  it('chooses the product of the address when the member bought it, and says so when not', async () => {
    const { unmount } = renderStylePage('/user/style/write/5', [purchases]);
    expect(((await screen.findByLabelText(T.product)) as HTMLSelectElement).value).toBe('5');
    expect(screen.getByTestId('chosen-product-picture').getAttribute('src')).toBe('/p/5.png');
    expect(screen.queryByText(T.productNotBought)).toBeNull();
    unmount();
    renderStylePage('/user/style/write/9', [purchases]);
    expect(await screen.findByText(T.productNotBought)).toBeTruthy();
    expect((screen.getByLabelText(T.product) as HTMLSelectElement).value).toBe('');
  });

  it.each([
    [
      'the server message',
      { result: { errors: [{ message: '구매한 상품만 첨부할 수 있습니다.' }] } },
      T.saveFailed('구매한 상품만 첨부할 수 있습니다.'),
    ],
    ['the server error text when there is no message', { error: new Error('Failed to fetch') }, T.serverError],
  ])('shows 등록 실패 with %s', async (_name, answer, text) => {
    const user = userEvent.setup();
    const { router } = renderStylePage('/user/style/write', [purchases, written(() => true, answer)]);
    await user.upload(await screen.findByLabelText(T.chooseImage), png);
    await user.click(submit());
    expect((await screen.findByText(text)).getAttribute('role')).toBe('alert');
    expect(router.state.location.pathname).toBe('/user/style/write');
  });
});

describe('editing a post', () => {
  const editing = (authorNo: number) => ({
    request: { query: EditPostQuery, variables: { no: 40 } },
    result: {
      data: {
        post: {
          __typename: 'Post',
          no: 40,
          userNo: authorNo,
          deleted: false,
          content: '처음 쓴 글',
          pic: '/uploads/post/40.png',
          product: product(8, '지난 코트'),
        },
        purchasedProducts: [product(5, '린넨 셔츠')],
      },
    },
  });

  it('shows the picture without a way to change it, and saves the text and product only', async () => {
    const user = userEvent.setup();
    const updated = {
      request: { query: UpdatePostMutation, variables: { no: 40, input: { content: '고친 글', productNo: 5 } } },
      result: {
        data: {
          updatePost: { __typename: 'Post', no: 40, content: '고친 글', product: { __typename: 'Product', no: 5 } },
        },
      },
    };
    const { router } = renderStylePage(paths.styleEdit(40), [editing(7), updated]);
    expect((await screen.findByLabelText(T.content)) as HTMLTextAreaElement).toHaveProperty('value', '처음 쓴 글');
    expect(screen.getByRole('img', { name: T.currentImage }).getAttribute('src')).toBe('/uploads/post/40.png');
    expect(screen.getByText(T.imageLocked)).toBeTruthy();
    expect(screen.queryByLabelText(T.chooseImage)).toBeNull();
    expect(document.querySelector('input[type="file"]')).toBeNull();
    // The post's own product stays among the choices even though it is no longer among the purchases; its name is
    // on the page once (the choice), its picture beside it.
    expect((screen.getByLabelText(T.product) as HTMLSelectElement).value).toBe('8');
    expect(screen.getAllByText('지난 코트')).toHaveLength(1);
    expect(screen.getByTestId('chosen-product-picture')).toBeTruthy();
    await user.clear(content());
    await user.type(content(), '고친 글');
    await user.selectOptions(screen.getByLabelText(T.product), '린넨 셔츠');
    await user.click(screen.getByRole('button', { name: T.save }));
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.styleDetail(40)));
  });

  it("sends another member to the post's detail page", async () => {
    const { router } = renderStylePage(paths.styleEdit(40), [editing(8)]);
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.styleDetail(40)));
  });
});
