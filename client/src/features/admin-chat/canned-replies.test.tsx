import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { describe, expect, it, vi } from 'vitest';
import { MSG } from '../../lib/messages';
import { renderRoutes } from '../../test/render';
import { CannedRepliesDialog } from './canned/canned-replies-dialog';
import { DeleteCannedReplyMutation, SaveCannedReplyMutation } from './canned/operations';
import { cannedAnswer } from './test/admin-chat-app';

const hello = { no: 1, shortcut: 'hello', content: '안녕하세요.' };
const T = () => MSG.adminChat.canned;

const saved = (input: Record<string, unknown>, answer: object) => ({
  request: { query: SaveCannedReplyMutation, variables: { input } },
  result: { data: { saveCannedReply: { __typename: 'CannedReply', ...answer } } },
  delay: 0,
});

function renderDialog(mocks: object[]) {
  const onClose = vi.fn();
  renderRoutes({
    path: '/',
    mocks: mocks as never,
    routes: [{ path: '/', element: <CannedRepliesDialog onClose={onClose} /> }],
  });
  return { onClose, user: userEvent.setup() };
}

const dialog = () => screen.getByRole('dialog', { name: T().title });
/** The add form: the last one in the dialog (an edited reply has its own above it). */
const addForm = () => within(dialog()).getAllByRole('textbox', { name: T().shortcut }).at(-1)!.closest('form')!;
/** Each reply's shortcut and content, without its buttons. */
const items = () => screen.getAllByTestId('canned-reply').map((li) => li.firstElementChild!.textContent);

describe('canned reply form', () => {
  it('asks for a shortcut of letters, digits, - and _ and for some content', async () => {
    const { user } = renderDialog([cannedAnswer([hello])]);
    await screen.findByText('/hello');
    const form = addForm();
    await user.click(within(form).getByRole('button', { name: T().add }));
    expect(await within(form).findByText(T().shortcutRequired)).toBeTruthy();
    expect(within(form).getByText(T().contentRequired)).toBeTruthy();
    expect(within(form).getByRole('textbox', { name: T().shortcut }).getAttribute('aria-invalid')).toBe('true');

    await user.type(within(form).getByRole('textbox', { name: T().shortcut }), 'hi there');
    await user.type(within(form).getByRole('textbox', { name: T().content }), '   ');
    await user.click(within(form).getByRole('button', { name: T().add }));
    expect(await within(form).findByText(T().shortcutRule)).toBeTruthy();
    expect(within(form).getByText(T().contentRequired)).toBeTruthy();
  });

  it('shows the server’s refusal of a shortcut in use at the shortcut', async () => {
    const taken = {
      request: { query: SaveCannedReplyMutation, variables: { input: { shortcut: 'hello', content: '반갑습니다.' } } },
      result: {
        errors: [
          new GraphQLError(MSG.server.chat.shortcutTaken, { extensions: { code: 'CONFLICT', field: 'shortcut' } }),
        ],
      },
      delay: 0,
    };
    const { user } = renderDialog([cannedAnswer([hello]), taken]);
    await screen.findByText('/hello');
    const form = addForm();
    // A '/' typed before the shortcut is not part of it.
    await user.type(within(form).getByRole('textbox', { name: T().shortcut }), '/hello');
    await user.type(within(form).getByRole('textbox', { name: T().content }), '반갑습니다.');
    await user.click(within(form).getByRole('button', { name: T().add }));
    const error = await within(form).findByText(MSG.server.chat.shortcutTaken);
    const shortcut = within(form).getByRole('textbox', { name: T().shortcut });
    expect(shortcut.getAttribute('aria-invalid')).toBe('true');
    expect(shortcut.getAttribute('aria-describedby')).toBe(error.id);
    expect(items()).toEqual(['/hello안녕하세요.']);
  });

  it('adds a reply in shortcut order and empties the form; edits one in place', async () => {
    const { user } = renderDialog([
      cannedAnswer([hello]),
      saved({ shortcut: 'bye', content: '감사합니다.' }, { no: 2, shortcut: 'bye', content: '감사합니다.' }),
      saved({ no: 1, shortcut: 'hello', content: '안녕하세요, 고객님.' }, { ...hello, content: '안녕하세요, 고객님.' }),
    ]);
    await screen.findByText('/hello');
    const form = addForm();
    await user.type(within(form).getByRole('textbox', { name: T().shortcut }), 'bye');
    await user.type(within(form).getByRole('textbox', { name: T().content }), '감사합니다.');
    await user.click(within(form).getByRole('button', { name: T().add }));
    await waitFor(() => expect(items()).toEqual(['/bye감사합니다.', '/hello안녕하세요.']));
    expect((within(addForm()).getByRole('textbox', { name: T().shortcut }) as HTMLInputElement).value).toBe('');

    await user.click(screen.getByRole('button', { name: T().editOf('hello') }));
    const content = within(dialog()).getAllByRole('textbox', { name: T().content })[0] as HTMLTextAreaElement;
    expect(content.value).toBe('안녕하세요.');
    await user.clear(content);
    await user.type(content, '안녕하세요, 고객님.');
    await user.click(within(dialog()).getByRole('button', { name: T().save }));
    await waitFor(() => expect(items()).toEqual(['/bye감사합니다.', '/hello안녕하세요, 고객님.']));
  });

  it('deletes a reply after a confirmation', async () => {
    const deleted = {
      request: { query: DeleteCannedReplyMutation, variables: { no: 1 } },
      result: { data: { deleteCannedReply: true } },
      delay: 0,
    };
    const { user } = renderDialog([cannedAnswer([hello]), deleted]);
    await user.click(await screen.findByRole('button', { name: T().deleteOf('hello') }));
    const confirm = screen.getByRole('alertdialog', { name: T().deleteConfirm('hello') });
    await user.click(within(confirm).getByRole('button', { name: T().delete }));
    expect(await screen.findByText(T().empty)).toBeTruthy();
  });
});
