import 'reflect-metadata';
import { chatMessageInput, issue, msg, noticeListArgs, rowRef } from '@scene-shop/domain';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError } from './errors.js';
import { brokeRule, parseInput } from './input.js';
import { MSG } from './messages.js';
import { blankAsUnset, fromText } from './schemas.js';

const refusal = (schema: z.ZodType, value: unknown, options?: Parameters<typeof parseInput>[2]) => {
  try {
    parseInput(schema, value, options);
  } catch (e) {
    if (e instanceof AppError) return { code: e.code, message: e.message, key: e.key, args: e.args, field: e.field };
    throw e;
  }
  throw new Error('parsed');
};

describe('the edge’s one parse', () => {
  it('answers the first issue’s catalogue key with its arguments and the field it concerns', () => {
    expect(refusal(chatMessageInput, { chatNo: 1, content: 'a'.repeat(1001) })).toEqual({
      code: 'BAD_USER_INPUT',
      message: MSG.chat.tooLong(1000),
      key: 'chat.tooLong',
      args: [1000],
      field: 'content',
    });
  });

  it('answers a shape problem with the fallback, unknown keys by their names, a bare value by the given field', () => {
    expect(refusal(chatMessageInput, { chatNo: 'x', content: 'hi' })).toMatchObject({
      key: 'common.badInput',
      field: 'chatNo',
    });
    expect(refusal(chatMessageInput, { chatNo: 1, content: 'hi', extra: 1, more: 2 })).toEqual({
      code: 'BAD_USER_INPUT',
      message: MSG.common.unknownField('extra, more'),
      key: 'common.unknownField',
      args: ['extra, more'],
      field: 'extra',
    });
    const fallback = msg('auth.loginFailed');
    expect(refusal(z.int(), 'x', { fallback, field: 'no' })).toMatchObject({ key: 'auth.loginFailed', field: 'no' });
  });

  it('tells a broken rule (a keyed message) from a malformed input', () => {
    const schema = z.strictObject({ title: z.string().min(1, issue('adminNotice.fieldsRequired')) });
    expect(brokeRule(schema.safeParse({ title: '' }).error!)).toBe(true);
    expect(brokeRule(schema.safeParse({ title: 1 }).error!)).toBe(false);
  });
});

describe('the REST adaptors in front of a domain schema', () => {
  it('reads numbers and booleans from text, drops an empty value and a well-formed sort', () => {
    const query = fromText(noticeListArgs, { sort: true, defaults: { size: 20 } });
    expect(query.parse({ page: '2', category: '', sort: 'no,desc' })).toEqual({ page: 2, size: 20 });
    expect(query.safeParse({ sort: 'no; drop' }).success).toBe(false);
    expect(query.safeParse({ page: '01' }).success).toBe(false);
    expect(fromText(rowRef).safeParse({ no: '0' }).success).toBe(false);
    expect(
      fromText(rowRef).safeParse(Object.assign(Object.create(null), { no: '1', ['__proto__']: '1' })).success,
    ).toBe(false);
    expect(fromText(z.strictObject({ closed: z.boolean() })).parse({ closed: 'false' })).toEqual({ closed: false });
  });

  it('unsets a documented empty choice of a JSON body', () => {
    const body = blankAsUnset(['category'], z.strictObject({ category: z.string().optional(), title: z.string() }));
    expect(body.parse({ category: '', title: '' })).toEqual({ title: '' });
  });
});
