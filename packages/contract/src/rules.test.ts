import { describe, expect, it } from 'vitest';
import { averageRating, cardRating, categoryForScore, describeAcceptSpeed, PRICE_CARD } from './rules.ts';

describe('categoryForScore', () => {
  it.each([
    [0, 'M1'],
    [599, 'M1'],
    [600, 'M2'],
    [640, 'M2'],
    [641, 'M3'],
    [680, 'M3'],
    [681, 'M4'],
    [720, 'M4'],
  ])('puts score %i in %s', (score, category) => {
    expect(categoryForScore(score)).toBe(category);
  });

  it('refuses scores outside 0–720', () => {
    expect(() => categoryForScore(721)).toThrow(RangeError);
    expect(() => categoryForScore(-1)).toThrow(RangeError);
  });
});

describe('cardRating', () => {
  it('rounds the average of ratings', () => {
    expect(cardRating([4, 5], 500)).toBe(5);
    expect(cardRating([4, 4, 5], 700)).toBe(4);
    expect(cardRating([1, 2], 700)).toBe(2);
  });

  it('derives the rating from the score when there are no ratings', () => {
    expect(cardRating([], 681)).toBe(5);
    expect(cardRating([], 720)).toBe(5);
    expect(cardRating([], 680)).toBe(4);
    expect(cardRating([], 641)).toBe(4);
    expect(cardRating([], 640)).toBe(3);
    expect(cardRating([], 0)).toBe(3);
  });
});

describe('averageRating', () => {
  it('is 0 without ratings and the rounded average otherwise', () => {
    expect(averageRating([])).toBe(0);
    expect(averageRating([3, 4])).toBe(4);
  });
});

describe('PRICE_CARD', () => {
  it('holds the earnings of product rules §5', () => {
    expect(PRICE_CARD.intro20).toEqual({ M1: 25, M2: 30, M3: 35, M4: 40 });
    expect(PRICE_CARD.session60).toEqual({ M1: 80, M2: 90, M3: 110, M4: 120 });
  });
});

describe('describeAcceptSpeed', () => {
  it.each([
    [1, 'within 5 minutes'],
    [38, 'within 40 minutes'],
    [60, 'within an hour'],
    [61, 'within 2 hours'],
    [130, 'within 3 hours'],
    [23 * 60, 'within 23 hours'],
    [23 * 60 + 1, 'within a day'],
    [5000, 'within a day'],
  ])('rounds %s minutes up to "%s"', (minutes, text) => {
    expect(describeAcceptSpeed(minutes)).toBe(text);
    expect(describeAcceptSpeed(minutes, 'en')).toBe(text);
  });

  it.each([
    [38, '40 मिनट के अंदर'],
    [60, 'एक घंटे के अंदर'],
    [130, '3 घंटे के अंदर'],
    [2000, 'एक दिन के अंदर'],
  ])('says %s minutes in Hindi as "%s"', (minutes, text) => {
    expect(describeAcceptSpeed(minutes, 'hi')).toBe(text);
  });
});
