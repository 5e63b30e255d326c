import { describe, expect, it } from 'vitest';
import { pictureSources, resizedPicture } from './picture-sources.ts';

describe('picture sources', () => {
  it('points uploads at the resized copies', () => {
    expect(resizedPicture('/uploads/blogs/x.webp', 640)).toBe('/img/640/blogs/x.webp');
    expect(pictureSources('/uploads/mentors/m.webp', [96, 192], '104px')).toEqual({
      src: '/img/192/mentors/m.webp',
      srcSet: '/img/96/mentors/m.webp 96w, /img/192/mentors/m.webp 192w',
      sizes: '104px',
    });
  });

  it('leaves pictures from elsewhere untouched', () => {
    expect(resizedPicture('https://cdn.example.com/a.png', 320)).toBe('https://cdn.example.com/a.png');
    expect(pictureSources('/assets/hero.svg', [320], '100vw')).toEqual({ src: '/assets/hero.svg' });
  });
});
