import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { MSG } from '../../lib/messages';
import { CHAT_MESSAGE_MAX, ChatComposer, type ChatComposerHandle } from './chat-composer';

const field = () => screen.getByRole<HTMLTextAreaElement>('textbox', { name: MSG.chat.composerLabel });
const sendButton = () => screen.getByRole<HTMLButtonElement>('button', { name: MSG.chat.send });

function setup(onSend = vi.fn<(content: string) => void | boolean | Promise<boolean>>()) {
  const ref = createRef<ChatComposerHandle>();
  render(<ChatComposer ref={ref} onSend={onSend} />);
  return { onSend, ref, user: userEvent.setup() };
}

describe('chat composer', () => {
  it('sends the trimmed text with Enter and clears the field', async () => {
    const { onSend, user } = setup();
    await user.type(field(), '  배송은 언제 되나요?  {Enter}');
    expect(onSend).toHaveBeenCalledExactlyOnceWith('배송은 언제 되나요?');
    expect(field().value).toBe('');
  });

  it('starts a new line with Shift+Enter instead of sending', async () => {
    const { onSend, user } = setup();
    await user.type(field(), '첫 줄{Shift>}{Enter}{/Shift}둘째 줄');
    expect(onSend).not.toHaveBeenCalled();
    expect(field().value).toBe('첫 줄\n둘째 줄');
    await user.click(sendButton());
    expect(onSend).toHaveBeenCalledExactlyOnceWith('첫 줄\n둘째 줄');
  });

  it('does not send on the Enter that confirms a Korean (IME) composition', async () => {
    const { onSend, user } = setup();
    await user.type(field(), '안녕하세요');
    fireEvent.keyDown(field(), { key: 'Enter', isComposing: true });
    // Safari ends the composition first and reports the same Enter as key code 229.
    fireEvent.keyDown(field(), { key: 'Enter', keyCode: 229 });
    expect(onSend).not.toHaveBeenCalled();
    expect(field().value).toBe('안녕하세요');
    fireEvent.keyDown(field(), { key: 'Enter' });
    expect(onSend).toHaveBeenCalledExactlyOnceWith('안녕하세요');
  });

  it('never sends blank or whitespace-only text, and its button is disabled meanwhile', async () => {
    const { onSend, user } = setup();
    expect(sendButton().disabled).toBe(true);
    await user.type(field(), '   {Shift>}{Enter}{/Shift}  ');
    expect(sendButton().disabled).toBe(true);
    await user.keyboard('{Enter}');
    fireEvent.submit(field().form!);
    expect(onSend).not.toHaveBeenCalled();
    await user.type(field(), '네');
    expect(sendButton().disabled).toBe(false);
  });

  it('is disabled as a whole when told so', async () => {
    const onSend = vi.fn();
    render(<ChatComposer onSend={onSend} disabled />);
    expect(field().disabled).toBe(true);
    expect(sendButton().disabled).toBe(true);
  });

  it('keeps to the length limit and shows the count', async () => {
    const { user } = setup();
    expect(field().maxLength).toBe(CHAT_MESSAGE_MAX);
    await user.type(field(), '12345');
    expect(screen.getByText(MSG.chat.length(5, CHAT_MESSAGE_MAX))).toBeTruthy();
  });

  it('puts the text back when sending failed', async () => {
    const { user } = setup(vi.fn(() => Promise.resolve(false)));
    await user.type(field(), '교환 문의{Enter}');
    expect(await screen.findByDisplayValue('교환 문의')).toBeTruthy();
  });

  it('lets the page insert text at the cursor (canned replies)', async () => {
    const { ref, onSend, user } = setup();
    await user.type(field(), '안녕하세요. ');
    act(() => ref.current!.insert('확인해 드리겠습니다.'));
    expect(field().value).toBe('안녕하세요. 확인해 드리겠습니다.');
    await user.click(sendButton());
    expect(onSend).toHaveBeenCalledExactlyOnceWith('안녕하세요. 확인해 드리겠습니다.');
  });
});
