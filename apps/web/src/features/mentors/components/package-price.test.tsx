import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PackagePrice } from './package-price.tsx';

function shown(price: number, realPrice: number) {
  const { container } = render(<PackagePrice price={price} realPrice={realPrice} />);
  const paragraph = container.querySelector('p');
  return {
    text: paragraph?.textContent ?? '',
    struck: container.querySelector('s')?.textContent ?? null,
  };
}

describe('PackagePrice', () => {
  it('says Free for a price of 0, with nothing struck out', () => {
    expect(shown(0, 99)).toEqual({ text: 'Free', struck: null });
  });

  it('shows the price, the real price struck out and the saving', () => {
    const { text, struck } = shown(349, 699);
    expect(struck).toBe('₹699');
    expect(text).toBe('₹349 instead of ₹699Save ₹350');
  });

  it('groups thousands the Indian way', () => {
    expect(shown(1999, 125000)).toEqual({
      text: '₹1,999 instead of ₹1,25,000Save ₹1,23,001',
      struck: '₹1,25,000',
    });
  });

  it('shows the price alone when there is nothing to save', () => {
    expect(shown(349, 349)).toEqual({ text: '₹349', struck: null });
    expect(shown(349, 0)).toEqual({ text: '₹349', struck: null });
  });
});
