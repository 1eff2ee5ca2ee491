import { describe, expect, it } from 'vitest';
import { couponDiscount, discountedPrice } from './money.js';
import { MEMBER_MSG } from './member.js';
import { COMMENT_MSG, commentContentSchema } from './comments.js';
import { SHARED_MSG } from './messages.js';
import { passwordSchema, reviewSchema } from './rules.js';
import { koreanText, readIssue } from './catalogue.js';

/** A rule's message is a catalogue key: its Korean text. */
const text = (message: string | undefined) => (message === undefined ? undefined : koreanText(readIssue(message)!));

describe('shared rules', () => {
  it('accepts a password with a letter, a digit and a special character, 4 or more long', () => {
    expect(passwordSchema.safeParse('a1!b').success).toBe(true);
    for (const bad of ['a1!', 'abcd!', '1234!', 'abc12']) {
      expect(text(passwordSchema.safeParse(bad).error?.issues[0]?.message)).toBe(SHARED_MSG.auth.passwordRule);
    }
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
