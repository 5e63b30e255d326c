import { describe, expect, it } from 'vitest';
import { paths } from '@neetmentor/contract';
import { mentorLandingPath, studentLandingPath } from './return-path.ts';

describe('studentLandingPath', () => {
  it('goes back to the page that sent the student to sign in', () => {
    expect(studentLandingPath({ from: '/single-mentor/m-1' })).toBe('/single-mentor/m-1');
  });

  it('also finds that page in the address, for a link followed before the scripts ran', () => {
    expect(studentLandingPath(null, '?from=%2Fsingle-mentor%2Fm-1')).toBe('/single-mentor/m-1');
    expect(studentLandingPath({ from: '/single-mentor/m-2' }, '?from=%2Fsingle-mentor%2Fm-1')).toBe(
      '/single-mentor/m-2',
    );
    const link = new URL(paths.loginReturningTo('/single-mentor/m-3'), 'https://site.example');
    expect(link.pathname).toBe('/login');
    expect(studentLandingPath(null, link.search)).toBe('/single-mentor/m-3');
  });

  it('goes to the mentor directory otherwise, and never to another site', () => {
    expect(studentLandingPath(null)).toBe('/search-mentor');
    expect(studentLandingPath({ sessionEnded: true })).toBe('/search-mentor');
    expect(studentLandingPath({ from: '//evil.example/phish' })).toBe('/search-mentor');
    expect(studentLandingPath({ from: 'https://evil.example' })).toBe('/search-mentor');
    expect(studentLandingPath(null, '?from=%2F%2Fevil.example')).toBe('/search-mentor');
    expect(studentLandingPath(null, '?from=%2F%5Cevil.example')).toBe('/search-mentor');
    expect(studentLandingPath(null, '?from=https%3A%2F%2Fevil.example')).toBe('/search-mentor');
  });
});

describe('mentorLandingPath', () => {
  it('returns a mentor to the join address that sent them to sign in, and only there', () => {
    expect(mentorLandingPath(null, '?from=%2Fjoin%2Fb-1')).toBe('/join/b-1');
    expect(mentorLandingPath({ from: '/join/b-2' })).toBe('/join/b-2');
    expect(mentorLandingPath(null, '?from=%2Fsingle-mentor%2Fm-1')).toBe('/mentor-dashboard');
    expect(mentorLandingPath(null, '?from=%2F%2Fevil.example%2Fjoin%2Fx')).toBe('/mentor-dashboard');
    expect(mentorLandingPath(null)).toBe('/mentor-dashboard');
  });
});
