import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryObserver } from '@tanstack/react-query';
import { initialQueriesElement, pageQueryKeys } from '@neetmentor/contract';
import { createQueryClient } from '../app/providers.tsx';
import { mentorProfile } from '../test/mentor-fixtures.ts';
import { readInitialQueries, seedQueries } from './initial-queries.ts';

const HOSTILE_NAME = '</script><script>alert(1)</script>&<!--\u2028\u2029';

/** A document holding the element as the server writes it, parsed as a browser parses the page. */
function pageWith(markup: string): Document {
  return new DOMParser().parseFromString(`<!doctype html><html><body>${markup}</body></html>`, 'text/html');
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('initial queries', () => {
  it('write a data element that a hostile name cannot break out of, and read back unchanged', () => {
    const mentor = mentorProfile({ firstName: HOSTILE_NAME });
    const queries = [{ key: pageQueryKeys.mentorProfile('m-1'), data: mentor }];
    const element = initialQueriesElement(queries);

    expect(element).toMatch(/^<script type="application\/json" id="initial-queries">/);
    // One element, nothing inside it that markup or a script could start from.
    expect(element.match(/<\/?script/gi)).toHaveLength(2);
    const inside = element.slice(element.indexOf('>') + 1, element.lastIndexOf('</script>'));
    expect(inside).not.toMatch(/[<>&\u2028\u2029]/);

    const page = pageWith(`<div id="root"></div>${element}`);
    expect(page.querySelectorAll('script')).toHaveLength(1);
    expect(readInitialQueries(page)).toEqual(queries);
  });

  it('read nothing from a page without the element, or with a malformed one', () => {
    expect(readInitialQueries(pageWith('<div id="root"></div>'))).toEqual([]);
    const broken = '<script type="application/json" id="initial-queries">{not json</script>';
    expect(readInitialQueries(pageWith(broken))).toEqual([]);
    const wrongShape =
      '<script type="application/json" id="initial-queries">[{"data":1},{"key":"x"}]</script>';
    expect(readInitialQueries(pageWith(wrongShape))).toEqual([]);
  });

  it('seed the client so the page’s query has its data and is not fetched again while fresh', async () => {
    const client = createQueryClient();
    const mentor = mentorProfile();
    seedQueries(client, [{ key: pageQueryKeys.mentorProfile('m-1'), data: mentor }]);

    const queryFn = vi.fn(async () => mentorProfile({ about: 'refetched' }));
    const observer = new QueryObserver(client, { queryKey: pageQueryKeys.mentorProfile('m-1'), queryFn });
    const unsubscribe = observer.subscribe(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 0));

    expect(observer.getCurrentResult().data).toEqual(mentor);
    expect(observer.getCurrentResult().isStale).toBe(false);
    expect(queryFn).not.toHaveBeenCalled();
    unsubscribe();
    client.clear();
  });
});
