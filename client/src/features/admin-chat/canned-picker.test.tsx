import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ChatComposer, type ChatComposerHandle } from '../../components/chat/chat-composer';
import { MSG } from '../../lib/messages';
import { renderRoutes } from '../../test/render';
import { CannedPicker } from './canned/canned-picker';
import { cannedAnswer } from './test/admin-chat-app';

const replies = [
  { no: 1, shortcut: 'hello', content: '안녕하세요, Scene Shop 입니다.' },
  { no: 2, shortcut: 'delivery', content: '배송은 2~3일 걸립니다.' },
  { no: 3, shortcut: 'help', content: '무엇을 도와드릴까요?' },
];

function Composer({ onSend }: { onSend(content: string): void }) {
  const composer = useRef<ChatComposerHandle>(null);
  return (
    <CannedPicker composer={composer}>
      <ChatComposer ref={composer} onSend={onSend} />
    </CannedPicker>
  );
}

function renderComposer() {
  const onSend = vi.fn();
  renderRoutes({
    path: '/',
    mocks: [cannedAnswer(replies)],
    routes: [{ path: '/', element: <Composer onSend={onSend} /> }],
  });
  const field = screen.getByLabelText(MSG.chat.composerLabel) as HTMLTextAreaElement;
  return { onSend, field, user: userEvent.setup() };
}

const listbox = () => screen.queryByRole('listbox', { name: MSG.adminChat.canned.picker });
const options = () => within(listbox()!).getAllByRole('option');
const optionTexts = () => options().map((o) => o.textContent);
const shortcuts = () => options().map((o) => within(o).getByText(/^\//).textContent);

describe('canned replies in the composer', () => {
  it('opens on / with every reply and narrows as letters follow', async () => {
    const { field, user } = renderComposer();
    await user.type(field, '/');
    await waitFor(() => expect(listbox()).not.toBeNull());
    expect(optionTexts()).toEqual(replies.map((r) => `/${r.shortcut}${r.content}`));
    expect(field.getAttribute('aria-controls')).toBe(listbox()!.id);

    await user.type(field, 'he');
    expect(shortcuts()).toEqual(['/hello', '/help']);
    await user.type(field, 'lp');
    expect(shortcuts()).toEqual(['/help']);
    await user.type(field, 'x');
    expect(listbox()).toBeNull();
    expect(field.hasAttribute('aria-controls')).toBe(false);
  });

  it('puts the chosen reply in place of the /shortcut with Enter, without sending', async () => {
    const { field, user, onSend } = renderComposer();
    await user.type(field, '고객님 /he');
    await waitFor(() => expect(listbox()).not.toBeNull());
    expect(options()[0]!.getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{ArrowDown}');
    expect(options()[1]!.getAttribute('aria-selected')).toBe('true');
    expect(field.getAttribute('aria-activedescendant')).toBe(options()[1]!.id);
    await user.keyboard('{Enter}');
    expect(field.value).toBe(`고객님 ${replies[2]!.content}`);
    expect(listbox()).toBeNull();
    expect(onSend).not.toHaveBeenCalled();

    // With the list closed, Enter sends again.
    await user.keyboard('{Enter}');
    expect(onSend).toHaveBeenCalledWith(`고객님 ${replies[2]!.content}`);
  });

  it('inserts with Tab, and a click on a reply works too', async () => {
    const { field, user } = renderComposer();
    await user.type(field, '/del');
    await waitFor(() => expect(listbox()).not.toBeNull());
    await user.keyboard('{Tab}');
    expect(field.value).toBe(replies[1]!.content);
    expect(document.activeElement).toBe(field);

    await user.type(field, ' /hel');
    await user.click(await screen.findByRole('option', { name: new RegExp(`^/hello`) }));
    expect(field.value).toBe(`${replies[1]!.content} ${replies[0]!.content}`);
  });

  it('closes on Escape, keeps the text, and lets Enter send it as typed', async () => {
    const { field, user, onSend } = renderComposer();
    await user.type(field, '/help');
    await waitFor(() => expect(listbox()).not.toBeNull());
    await user.keyboard('{Escape}');
    expect(listbox()).toBeNull();
    expect(field.value).toBe('/help');
    // Typing on within the same shortcut does not bring it back.
    await user.type(field, '-');
    expect(listbox()).toBeNull();
    await user.keyboard('{Enter}');
    expect(onSend).toHaveBeenCalledWith('/help-');
  });

  it('ignores a slash inside a word (a link, a date)', async () => {
    const { field, user } = renderComposer();
    await user.type(field, '/');
    await waitFor(() => expect(listbox()).not.toBeNull());
    await user.type(field, '{Backspace}https://he');
    expect(field.value).toBe('https://he');
    expect(listbox()).toBeNull();
  });
});
