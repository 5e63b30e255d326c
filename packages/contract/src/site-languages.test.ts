import { describe, expect, it } from 'vitest';
import { languageOfPath, pathInLanguage, pathWithoutLanguage, preferredLanguage } from './site-languages.ts';

describe('language addresses', () => {
  it('reads the language from the prefix, not from a page that merely starts with the letters', () => {
    expect(languageOfPath('/hi')).toBe('hi');
    expect(languageOfPath('/hi/contact-us')).toBe('hi');
    expect(languageOfPath('/history')).toBe('en');
    expect(languageOfPath('/')).toBe('en');
  });

  it('moves an address between languages', () => {
    expect(pathWithoutLanguage('/hi/single-mentor/7')).toBe('/single-mentor/7');
    expect(pathWithoutLanguage('/hi')).toBe('/');
    expect(pathInLanguage('/contact-us', 'hi')).toBe('/hi/contact-us');
    expect(pathInLanguage('/', 'hi')).toBe('/hi');
    expect(pathInLanguage('/hi/contact-us', 'en')).toBe('/contact-us');
    expect(pathInLanguage('/hi', 'en')).toBe('/');
  });
});

describe('preferredLanguage', () => {
  it('takes the highest q-value among the languages offered', () => {
    expect(preferredLanguage('hi-IN,hi;q=0.9,en-US;q=0.8,en;q=0.7')).toBe('hi');
    expect(preferredLanguage('en-IN,en;q=0.9,hi;q=0.8')).toBe('en');
    expect(preferredLanguage('mr-IN, hi;q=0.5')).toBe('hi');
  });

  it('names none for a header without our languages, an empty one or a refusal (q=0)', () => {
    expect(preferredLanguage('ta-IN,ta;q=0.9')).toBeUndefined();
    expect(preferredLanguage(undefined)).toBeUndefined();
    expect(preferredLanguage('hi;q=0')).toBeUndefined();
  });
});
