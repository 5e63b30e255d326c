import { lazy, Suspense, useDeferredValue, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { styled } from '@mui/material/styles';
import { SEARCH_MENTOR_PAGE_TEXT } from '@neetmentor/contract';
import { useErrorText } from '../../../i18n/error-text.ts';
import { usePageHead } from '../../../lib/page-head.ts';
import { useMentors } from '../api/get-mentors.ts';
import { MentorResults } from '../components/mentor-results.tsx';
import { MentorSearchForm } from '../components/mentor-search-form.tsx';
import { PageHeader, PageInner } from '../../../components/page-header.tsx';
import { readFilters, readPage, toSearchParams, type MentorFilters } from '../mentor-filters.ts';
import { useFoldedOnPhones } from '../folded-on-phones.ts';

// The dialog's code is fetched only when a search fails, keeping it out of the listing's first load.
const ErrorDialog = lazy(() =>
  import('../../../components/error-dialog.tsx').then((m) => ({ default: m.ErrorDialog })),
);

const Content = styled(PageInner)(({ theme }) => ({
  paddingTop: theme.spacing(3),
  paddingBottom: theme.spacing(6),
  [theme.breakpoints.up('md')]: { paddingTop: theme.spacing(5), paddingBottom: theme.spacing(10) },
}));

/**
 * /search-mentor: every filter and the page live in the address, so a search can be shared and Back and
 * Forward step through earlier searches.
 */
export function SearchMentorPage() {
  usePageHead(SEARCH_MENTOR_PAGE_TEXT);
  const { t } = useTranslation('mentors');
  const errorText = useErrorText();
  const [params, setParams] = useSearchParams();
  const search = params.toString();
  const filters = useMemo(() => readFilters(new URLSearchParams(search)), [search]);
  const page = readPage(params);
  const panel = useFoldedOnPhones();
  const [dismissedError, setDismissedError] = useState(0);
  const resultsRef = useRef<HTMLElement>(null);
  const mentors = useMentors(filters, page);
  // Arriving cards render as a deferred update, so typing in the filters stays responsive. The first page
  // comes with the server's HTML and is brought to life card by card (each card is a Suspense boundary).
  const result = useDeferredValue(mentors.isError ? undefined : mentors.data);

  function searchWith(next: MentorFilters) {
    const nextParams = toSearchParams(next);
    // The same search again means "look again": fetch fresh results instead of adding a history entry.
    if (nextParams.toString() === search) void mentors.refetch();
    else setParams(nextParams);
    if (!panel.isWide) panel.fold();
  }

  function goToPage(nextPage: number) {
    setParams(toSearchParams(filters, nextPage));
    const results = resultsRef.current;
    if (results && results.getBoundingClientRect().top < 0) {
      results.scrollIntoView({ block: 'start' });
      results.focus({ preventScroll: true });
    }
  }

  const errorOpen = mentors.isError && mentors.errorUpdatedAt !== dismissedError;

  return (
    <>
      <PageHeader title={t('searchPage.title')}>{t('searchPage.intro')}</PageHeader>
      <Content>
        <Suspense fallback={null}>
          <MentorSearchForm
            key={search}
            filters={filters}
            panel={panel}
            onSearch={searchWith}
            onClear={() => searchWith(readFilters(new URLSearchParams()))}
          />
        </Suspense>
        <Suspense fallback={null}>
          <MentorResults
            ref={resultsRef}
            result={result}
            loading={!result && !mentors.isError}
            stale={mentors.isPlaceholderData}
            page={page}
            onPageChange={goToPage}
          />
        </Suspense>
      </Content>
      {errorOpen && (
        <Suspense fallback={null}>
          <ErrorDialog
            open
            message={errorText(mentors.error)}
            onClose={() => setDismissedError(mentors.errorUpdatedAt)}
          />
        </Suspense>
      )}
    </>
  );
}
