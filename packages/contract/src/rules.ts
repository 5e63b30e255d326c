import { CATEGORIES, CATEGORY_SCORE_RANGES, type Category, type PackageKind } from './constants.ts';

/** The mentor category a NEET score falls in (M1 0–599, M2 600–640, M3 641–680, M4 681–720). */
export function categoryForScore(neetScore: number): Category {
  const found = CATEGORIES.find((category) => {
    const range = CATEGORY_SCORE_RANGES[category];
    return neetScore >= range.min && neetScore <= range.max;
  });
  if (!found) throw new RangeError(`NEET score ${neetScore} is outside 0–720`);
  return found;
}

/**
 * Star rating on mentor cards: the rounded average of ratings; with none, derived from the
 * NEET score (681+ → 5, 641–680 → 4, otherwise 3). Product rules §5 fix the 4-star case the
 * original client got wrong.
 */
export function cardRating(ratings: readonly number[], neetScore: number): number {
  if (ratings.length > 0) {
    const average = ratings.reduce((sum, rating) => sum + rating, 0) / ratings.length;
    return Math.round(average);
  }
  if (neetScore >= 681) return 5;
  if (neetScore >= 641) return 4;
  return 3;
}

/** Admin tables show the rounded average, or 0 when a mentor has no ratings (spec part 2 §2). */
export function averageRating(ratings: readonly number[]): number {
  if (ratings.length === 0) return 0;
  return Math.round(ratings.reduce((sum, rating) => sum + rating, 0) / ratings.length);
}

/** Mentor earnings per completed session in rupees, by package kind and category (the wallet's price card). */
export const PRICE_CARD: Record<Exclude<PackageKind, 'monthly'>, Record<Category, number>> = {
  intro20: { M1: 25, M2: 30, M3: 35, M4: 40 },
  session60: { M1: 80, M2: 90, M3: 110, M4: 120 },
};

export const PACKAGE_KIND_LABELS: Record<PackageKind, string> = {
  intro20: '20-minute session',
  session60: '60-minute session',
  monthly: 'Monthly mentorship',
};
