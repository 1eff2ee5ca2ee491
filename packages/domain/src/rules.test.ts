import { describe, expect, it } from 'vitest';
import { couponDiscount, discountedPrice } from './money.js';
import { MEMBER_MSG } from './member.js';
import { COMMENT_MSG, commentContentSchema } from './comments.js';
import { SHARED_MSG } from './messages.js';
import { passwordSchema, reviewSchema } from './rules.js';
import { ACCOUNT_MSG } from './accounts.js';
import { registerInput } from './inputs/user.js';
import { koreanText, readIssue } from './catalogue.js';
import { ONE_SIZE, sizeKind } from './options.js';

/** A rule's message is a catalogue key: its Korean text. */
const text = (message: string | undefined) => (message === undefined ? undefined : koreanText(readIssue(message)!));

describe('shared rules', () => {
  it('accepts a password with a letter, a digit and a special character, 4 or more long', () => {
    expect(passwordSchema.safeParse('a1!b').success).toBe(true);
    for (const bad of ['a1!', 'abcd!', '1234!', 'abc12']) {
      expect(text(passwordSchema.safeParse(bad).error?.issues[0]?.message)).toBe(SHARED_MSG.auth.passwordRule);
    }
  });

  it("takes a Korean phone number with or without hyphens, and refuses 'abc' with its own text", () => {
    const form = { id: 'newbie1', pwd: 'a1!b', name: '새', email: 'a@b.kr', zipcode: '06236', address: '서울' };
    const telIssue = (tel: string) => text(registerInput.safeParse({ ...form, tel }).error?.issues[0]?.message);
    for (const good of ['010-1234-5678', '01012345678', '02 123 4567', '031-123-4567']) {
      expect(telIssue(good)).toBeUndefined();
    }
    for (const bad of ['abc', '010-1', '1234-5678', '010-1234-5678-9'])
      expect(telIssue(bad)).toBe(ACCOUNT_MSG.telInvalid);
    expect(telIssue(' ')).toBe(SHARED_MSG.auth.telRequired);
    expect(registerInput.safeParse({ ...form, tel: '' }).error?.issues).toHaveLength(1);
  });

  it('checks a review with the spec texts', () => {
    expect(reviewSchema.safeParse({ contents: '좋아요', score: 5 }).success).toBe(true);
    expect(text(reviewSchema.safeParse({ contents: ' ', score: 5 }).error?.issues[0]?.message)).toBe(
      MEMBER_MSG.review.contentsRequired,
    );
    expect(text(reviewSchema.safeParse({ contents: '가'.repeat(41), score: 5 }).error?.issues[0]?.message)).toBe(
      MEMBER_MSG.review.contentsTooLong,
    );
    expect(text(reviewSchema.safeParse({ contents: '좋아요', score: 0 }).error?.issues[0]?.message)).toBe(
      MEMBER_MSG.review.scoreRequired,
    );
  });

  it('trims a comment and counts it in characters, an emoji as one', () => {
    expect(commentContentSchema.parse('  멋져요  ')).toBe('멋져요');
    expect(commentContentSchema.safeParse('😀'.repeat(100)).success).toBe(true);
    expect(text(commentContentSchema.safeParse(' \n ').error?.issues[0]?.message)).toBe(COMMENT_MSG.contentRequired);
    expect(text(commentContentSchema.safeParse('가'.repeat(101)).error?.issues[0]?.message)).toBe(
      COMMENT_MSG.contentTooLong,
    );
  });

  it('rounds money to whole won', () => {
    expect(discountedPrice(19900, 15)).toBe(16915);
    expect(discountedPrice(10000, 33)).toBe(6700);
    expect(couponDiscount(16915, 10)).toBe(1692);
  });
});

describe('size kinds', () => {
  it('tells shoes (230…280 mm) from clothes (letters, 44…110) and gives the one size none', () => {
    for (const shoe of ['230', '255', '280']) expect(sizeKind(shoe), shoe).toBe('shoes');
    for (const clothes of ['S', 'XL', '44', '95', '100', '110']) expect(sizeKind(clothes), clothes).toBe('clothes');
    expect(sizeKind(ONE_SIZE)).toBeNull();
  });
});
