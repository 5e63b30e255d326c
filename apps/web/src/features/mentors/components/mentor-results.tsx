import type { Ref } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { styled } from '@mui/material/styles';
import type { MentorPage } from '@neetmentor/contract';
import { buttonStyles } from '../../../components/button-link.tsx';
import { ArrowBackIcon, ArrowForwardIcon } from '../../../components/icons.tsx';
import { MentorCard } from '../../../components/mentor-card.tsx';
import { VisuallyHidden } from '../../../components/visually-hidden.tsx';

const Root = styled('section')(({ theme }) => ({ marginTop: theme.spacing(4) }));

const Summary = styled('p')(({ theme }) => ({
  minHeight: '1.5em',
  margin: theme.spacing(0, 0, 2),
  color: theme.palette.text.secondary,
  fontWeight: 600,
}));

const Grid = styled('ul')(({ theme }) => ({
  display: 'grid',
  gap: theme.spacing(2),
  gridTemplateColumns: '1fr',
  listStyle: 'none',
  margin: 0,
  padding: 0,
  transition: 'opacity 150ms ease',
  '&[aria-busy="true"]': { opacity: 0.55 },
  [theme.breakpoints.up('sm')]: { gap: theme.spacing(3), gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  [theme.breakpoints.up('md')]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  [theme.breakpoints.up('lg')]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
}));

const Message = styled('p')(({ theme }) => ({
  margin: 0,
  // The loading box keeps the footer out of view, so it does not jump when the mentors arrive.
  '&[role="status"]': { minHeight: '60vh' },
  padding: theme.spacing(6, 2),
  borderRadius: 16,
  border: `1px dashed ${theme.palette.divider}`,
  background: theme.palette.background.paper,
  color: theme.palette.text.secondary,
  fontWeight: 600,
  textAlign: 'center',
}));

const Pager = styled('nav')(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  // On a 320 px phone "Next" goes under the page label rather than off the screen.
  flexWrap: 'wrap',
  gap: theme.spacing(1.5),
  marginTop: theme.spacing(4),
  [theme.breakpoints.up('sm')]: { justifyContent: 'center', gap: theme.spacing(3) },
}));

const PagerButton = styled('button')(({ theme }) => ({
  ...buttonStyles(theme, { variant: 'outlined' }),
  '&:disabled': { opacity: 0.5, cursor: 'not-allowed', background: 'transparent' },
}));

const PastEnd = styled('p')(({ theme }) => ({
  margin: theme.spacing(0, 0, 2),
  padding: theme.spacing(1.5, 2),
  borderRadius: 12,
  background: theme.palette.primary.light,
  color: theme.palette.text.primary,
  fontWeight: 600,
}));

const PageLabel = styled('p')(({ theme }) => ({
  margin: 0,
  color: theme.palette.text.primary,
  fontWeight: 700,
  whiteSpace: 'nowrap',
}));

interface MentorResultsProps {
  /** The page of mentors to show; undefined while the first answer is on its way or after a failure. */
  result: MentorPage | undefined;
  loading: boolean;
  /** Cards of the previous answer are on screen while the next one loads. */
  stale: boolean;
  page: number;
  onPageChange: (page: number) => void;
  ref?: Ref<HTMLElement>;
}

function summaryText(result: MentorPage, t: TFunction<'mentors'>): string {
  const { totalMentors, totalPages, currentPage, pageSize } = result.pagination;
  if (totalMentors === 0 || result.data.length === 0) return '';
  if (totalPages === 1) return t('results.found', { count: totalMentors });
  const first = (currentPage - 1) * pageSize + 1;
  return t('results.showing', { first, last: first + result.data.length - 1, count: totalMentors });
}

/**
 * The cards, a count, and Previous/Next with "Page X of Y". The page shown is the one the server answered:
 * a page past the end (an old link, an edited address) gets the last page and says so, and the pager
 * steps from there, so it never offers a page that does not exist.
 */
export function MentorResults({ result, loading, stale, page, onPageChange, ref }: MentorResultsProps) {
  const { t } = useTranslation('mentors');
  const mentors = result?.data ?? [];
  const totalPages = result?.pagination.totalPages ?? 1;
  // While the next page loads, the dimmed cards are the previous answer's: the label already names the
  // page asked for.
  const shownPage = stale || !result ? page : result.pagination.currentPage;
  const pastEnd = !stale && mentors.length > 0 && shownPage < page;

  return (
    <Root ref={ref} aria-labelledby="mentor-results-title" tabIndex={-1}>
      <VisuallyHidden as="h2" id="mentor-results-title">
        {t('results.heading')}
      </VisuallyHidden>
      {loading ? (
        <Message role="status">{t('results.loading')}</Message>
      ) : (
        <Summary role="status">{stale ? t('results.loading') : result ? summaryText(result, t) : ''}</Summary>
      )}
      {pastEnd && <PastEnd>{t('results.pastEnd', { page, shown: shownPage })}</PastEnd>}
      {loading ? null : mentors.length === 0 ? (
        <Message>{t('results.empty')}</Message>
      ) : (
        <Grid aria-busy={stale}>
          {mentors.map((mentor) => (
            <li key={mentor._id}>
              <MentorCard mentor={mentor} />
            </li>
          ))}
        </Grid>
      )}
      {result && mentors.length > 0 && (
        <Pager aria-label={t('results.pages')}>
          <PagerButton type="button" disabled={shownPage <= 1} onClick={() => onPageChange(shownPage - 1)}>
            <ArrowBackIcon size={18} />
            {t('results.previous')}
          </PagerButton>
          <PageLabel>{t('results.pageOf', { page: shownPage, total: totalPages })}</PageLabel>
          <PagerButton
            type="button"
            disabled={shownPage >= totalPages}
            onClick={() => onPageChange(shownPage + 1)}
          >
            {t('results.next')}
            <ArrowForwardIcon size={18} />
          </PagerButton>
        </Pager>
      )}
    </Root>
  );
}
