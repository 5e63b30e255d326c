import { describe, expect, it } from 'vitest';
import { isPagePath, matchRoute, NOT_FOUND_PATH, paths, ROUTES } from './routes.ts';

describe('matchRoute', () => {
  it('matches the same segments, a parameter taking any one non-empty segment', () => {
    expect(matchRoute('/', '/')).toEqual({});
    expect(matchRoute('/', '/about-us')).toBeNull();
    expect(matchRoute('/about-us', '/about-us')).toEqual({});
    expect(matchRoute('/single-mentor/:id', '/single-mentor/abc')).toEqual({ id: 'abc' });
    expect(matchRoute('/single-mentor/:id', '/single-mentor')).toBeNull();
    expect(matchRoute('/single-mentor/:id', '/single-mentor/')).toBeNull();
    expect(matchRoute('/single-mentor/:id', '/single-mentor/abc/more')).toBeNull();
    expect(matchRoute('/about-us', '/about')).toBeNull();
  });

  it('decodes parameters, keeping a badly encoded one as it came', () => {
    expect(matchRoute('/single-blog/:slug', '/single-blog/a%20b%2Fc')).toEqual({ slug: 'a b/c' });
    expect(matchRoute('/single-blog/:slug', '/single-blog/%E0%A4%A')).toEqual({ slug: '%E0%A4%A' });
  });

  it('ignores a trailing slash and the case of fixed segments, as React Router does', () => {
    expect(matchRoute('/about-us', '/about-us/')).toEqual({});
    expect(matchRoute('/about-us', '/About-Us')).toEqual({});
    expect(matchRoute('/single-mentor/:id', '/SINGLE-MENTOR/Abc')).toEqual({ id: 'Abc' });
  });
});

describe('isPagePath', () => {
  it('knows every page of both spec parts, with any parameter value', () => {
    for (const pattern of Object.values(ROUTES)) {
      expect(isPagePath(pattern.replace(/:\w+/g, 'x1')), pattern).toBe(true);
    }
    expect(isPagePath('/student-profile/some-mentor')).toBe(true);
    expect(isPagePath('/mentor-dashboard/chat/some-student')).toBe(true);
  });

  it('refuses addresses that are not pages, the not-found address included', () => {
    for (const address of [
      NOT_FOUND_PATH,
      '/no-such-page',
      '/about-us/more',
      '/student-profile/a/b',
      '/mentor-dashboard/nothing',
      '/admin',
      '/admin-dashboard/mentors/extra',
    ]) {
      expect(isPagePath(address), address).toBe(false);
    }
  });
});

describe('paths', () => {
  it('builds each link from its pattern, encoding the value as one segment', () => {
    expect(paths.singleMentor('m-1')).toBe('/single-mentor/m-1');
    expect(paths.singleBlog('a b/c')).toBe('/single-blog/a%20b%2Fc');
    expect(paths.resetPassword('t.o-k')).toBe('/login/forgot-password/resetPassword/t.o-k');
    expect(paths.studentChat('m-2')).toBe('/student-profile/m-2');
    expect(paths.mentorChat('s-3')).toBe('/mentor-dashboard/chat/s-3');
    expect(paths.joinSession('b-4')).toBe('/join/b-4');
    expect(paths.loginReturningTo('/single-mentor/m-1')).toBe('/login?from=%2Fsingle-mentor%2Fm-1');
    for (const build of Object.values(paths)) {
      expect(isPagePath(new URL(build('/value'), 'https://site.example').pathname)).toBe(true);
    }
  });
});
