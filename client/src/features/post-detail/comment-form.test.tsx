import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MSG } from '../../lib/messages';
import { CommentForm } from './components/comment-form';

const box = () => screen.getByRole('textbox') as HTMLTextAreaElement;
const counter = () => screen.getByTestId('comment-counter').textContent;
const submit = () => screen.getByRole('button', { name: MSG.comments.submit });

describe('comment form', () => {
  it("counts 'n / 100' and stops typing at 100 characters with the message", async () => {
    const user = userEvent.setup();
    render(<CommentForm onSubmit={vi.fn()} />);
    expect(screen.getByLabelText(MSG.comments.label)).toBe(box());
    await user.type(box(), '멋져요');
    expect(counter()).toBe(MSG.comments.counter(3));
    expect(screen.queryByText(MSG.comments.contentTooLong)).toBeNull();
    fireEvent.change(box(), { target: { value: '가'.repeat(105) } });
    expect(box().value).toBe('가'.repeat(100));
    expect(counter()).toBe(MSG.comments.counter(100));
    expect(screen.getByRole('alert').textContent).toBe(MSG.comments.contentTooLong);
    // An emoji is one character, as the server counts.
    fireEvent.change(box(), { target: { value: '😀'.repeat(100) } });
    expect(counter()).toBe(MSG.comments.counter(100));
    expect(screen.queryByText(MSG.comments.contentTooLong)).toBeNull();
  });

  it('refuses a blank comment and sends the trimmed text, then empties the box', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn().mockResolvedValue(undefined);
    render(<CommentForm onSubmit={onSubmit} />);
    await user.click(submit());
    expect(await screen.findByText(MSG.comments.contentRequired)).toBeTruthy();
    await user.type(box(), '   ');
    await user.click(submit());
    expect(await screen.findByText(MSG.comments.contentRequired)).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
    await user.clear(box());
    await user.type(box(), '  잘 어울려요  ');
    await user.click(submit());
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith('잘 어울려요'));
    await waitFor(() => expect(box().value).toBe(''));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("keeps the text and shows the server's message when sending fails", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn().mockRejectedValue(new Error(MSG.comments.writeFailed));
    render(<CommentForm onSubmit={onSubmit} />);
    await user.type(box(), '안녕하세요');
    await user.click(submit());
    expect(await screen.findByText(MSG.comments.writeFailed)).toBeTruthy();
    expect(box().value).toBe('안녕하세요');
  });

  it('in reply mode names the member answered, takes the focus and can be cancelled', async () => {
    const user = userEvent.setup();
    const onCancel = vi.fn();
    const onSubmit = vi.fn().mockResolvedValue(undefined);
    render(<CommentForm replyTo="스타일러" onSubmit={onSubmit} onCancel={onCancel} />);
    const reply = screen.getByLabelText(MSG.comments.replyLabel('스타일러'));
    expect(document.activeElement).toBe(reply);
    expect(reply.getAttribute('placeholder')).toBe(MSG.comments.replyPlaceholder);
    await user.click(screen.getByRole('button', { name: MSG.comments.cancelReply }));
    expect(onCancel).toHaveBeenCalledOnce();
    await user.type(reply, '감사합니다');
    await user.click(submit());
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith('감사합니다'));
  });
});
