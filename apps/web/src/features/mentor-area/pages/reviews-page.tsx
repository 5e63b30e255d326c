import { useState } from 'react';
import Button from '@mui/material/Button';
import { styled } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import {
  formatCount,
  formatIstDate,
  REVIEW_REPLY_MAX_LENGTH,
  type MentorOwnReview,
} from '@neetmentor/contract';
import { ActionNotice, type Notice } from '../../../components/action-notice.tsx';
import { DashboardPageFrame } from '../../../components/dashboard-page-frame.tsx';
import { LoadFailure } from '../../../components/load-failure.tsx';
import { PageLoading } from '../../../components/page-loading.tsx';
import { Pager } from '../../../components/pager.tsx';
import { StarRating } from '../../../components/star-rating.tsx';
import { TextEntryDialog } from '../../../components/text-entry-dialog.tsx';
import { useErrorText } from '../../../i18n/error-text.ts';
import { useLanguage } from '../../../i18n/language.ts';
import { useDialogTarget } from '../../../lib/use-dialog-target.ts';
import { useListAddress } from '../../../lib/use-list-address.ts';
import { useMyReviews, type MyReviewsPage } from '../api/get-my-reviews.ts';
import { useReplyReview } from '../api/reply-review.ts';

const List = styled('ol')(({ theme }) => ({
  display: 'grid',
  gap: theme.spacing(2),
  maxWidth: 760,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  transition: 'opacity 150ms ease',
  '&[aria-busy="true"]': { opacity: 0.55 },
}));

const Card = styled('li')(({ theme }) => ({
  display: 'grid',
  gap: theme.spacing(1),
  padding: theme.spacing(2.5, 2),
  background: theme.palette.background.paper,
  border: `1px solid ${theme.palette.divider}`,
  borderRadius: 16,
  overflowWrap: 'anywhere',
  [theme.breakpoints.up('sm')]: { padding: theme.spacing(2.5, 3) },
  '& p': { margin: 0, lineHeight: 1.6 },
}));

const Byline = styled('p')(({ theme }) => ({
  color: theme.palette.text.secondary,
  fontSize: '0.875rem',
  '& strong': { color: theme.palette.text.primary },
}));

const Hidden = styled('p')(({ theme }) => ({
  padding: theme.spacing(1, 1.5),
  borderRadius: 10,
  background: '#fdecea',
  color: '#8c1d18',
  fontSize: '0.9375rem',
}));

const Reply = styled('div')(({ theme }) => ({
  padding: theme.spacing(1.25, 1.5),
  borderLeft: `3px solid ${theme.palette.primary.main}`,
  borderRadius: 8,
  background: theme.palette.background.default,
  '& h3': { margin: 0, fontSize: '0.875rem', fontWeight: 700 },
}));

const Empty = styled('p')(({ theme }) => ({
  maxWidth: 760,
  margin: 0,
  padding: theme.spacing(5, 2),
  border: `1px dashed ${theme.palette.divider}`,
  borderRadius: 16,
  background: theme.palette.background.paper,
  color: theme.palette.text.secondary,
  fontWeight: 600,
  textAlign: 'center',
}));

function ReviewCard({ review, onReply }: { review: MentorOwnReview; onReply: () => void }) {
  const { t } = useTranslation('mentor');
  const language = useLanguage();
  return (
    <Card>
      <StarRating rating={review.rating} size={16} />
      {review.review ? <p>{review.review}</p> : <Byline>{t('reviews.noText')}</Byline>}
      <Byline>
        <strong>{review.studentName}</strong> ·{' '}
        <time dateTime={review.createdAt}>{formatIstDate(review.createdAt, language)}</time>
        {review.package && ` · ${review.package.packageName}`}
      </Byline>
      {review.hidden && (
        <Hidden>
          {t('reviews.hidden', {
            date: formatIstDate(review.hidden.hiddenAt, language),
            reason: review.hidden.reason,
          })}
        </Hidden>
      )}
      {review.reply ? (
        <Reply>
          <h3>{t('reviews.yourReply', { date: formatIstDate(review.reply.createdAt, language) })}</h3>
          <p>{review.reply.text}</p>
        </Reply>
      ) : (
        <div>
          <Button
            variant="outlined"
            size="small"
            onClick={onReply}
            aria-label={t('reviews.replyTo', { name: review.studentName })}
            sx={{ minHeight: 36 }}
          >
            {t('reviews.reply')}
          </Button>
        </div>
      )}
    </Card>
  );
}

function Reviews({
  result,
  stale,
  page,
  onPageChange,
  onReply,
}: {
  result: MyReviewsPage;
  stale: boolean;
  page: number;
  onPageChange: (page: number) => void;
  onReply: (review: MentorOwnReview) => void;
}) {
  const { t } = useTranslation('mentor');
  if (result.data.length === 0) return <Empty>{t('reviews.empty')}</Empty>;
  return (
    <>
      <List aria-label={t('reviews.listLabel')} aria-busy={stale}>
        {result.data.map((review) => (
          <ReviewCard key={review._id} review={review} onReply={() => onReply(review)} />
        ))}
      </List>
      <Pager
        label={t('reviews.pagesLabel')}
        page={stale ? page : result.pagination.currentPage}
        totalPages={result.pagination.totalPages}
        onPageChange={onPageChange}
        disabled={stale}
      />
    </>
  );
}

/**
 * /mentor-dashboard/reviews: the mentor's reviews, newest first, each with its package and date; one
 * reply to each (it cannot be edited, which the dialog says before sending), and a review the team hid,
 * with why.
 */
export function ReviewsPage() {
  const { t } = useTranslation('mentor');
  const language = useLanguage();
  const errorText = useErrorText();
  const { page, setPage } = useListAddress();
  const reviews = useMyReviews(page);
  const replyReview = useReplyReview();
  const replying = useDialogTarget<MentorOwnReview>();
  const [notice, setNotice] = useState<Notice | null>(null);
  const [error, setError] = useState<string | null>(null);

  function send(text: string) {
    const review = replying.target;
    if (!review) return;
    setError(null);
    replyReview.mutate(
      { reviewId: review._id, reply: text },
      {
        onSuccess: () => {
          replying.close();
          setNotice({ severity: 'success', text: t('reviews.replied', { name: review.studentName }) });
        },
        onError: (failure) => setError(errorText(failure)),
      },
    );
  }

  let content;
  if (reviews.isPending) content = <PageLoading />;
  else if (reviews.isError && !reviews.data)
    content = (
      <LoadFailure
        what={t('reviews.loadFailed')}
        error={reviews.error}
        onRetry={() => void reviews.refetch()}
      />
    );
  else if (!reviews.data) content = <Empty>{t('reviews.empty')}</Empty>;
  else
    content = (
      <Reviews
        result={reviews.data}
        stale={reviews.isPlaceholderData}
        page={page}
        onPageChange={setPage}
        onReply={(review) => {
          setError(null);
          replying.show(review);
        }}
      />
    );

  return (
    <DashboardPageFrame title={t('reviews.title')} lead={t('reviews.lead')}>
      <ActionNotice notice={notice} onClose={() => setNotice(null)} />
      {content}
      <TextEntryDialog
        open={replying.open}
        texts={{
          title: t('reviews.dialog.title', { name: replying.target?.studentName ?? '' }),
          lead: t('reviews.dialog.lead', { max: formatCount(REVIEW_REPLY_MAX_LENGTH, language) }),
          label: t('reviews.dialog.label'),
          submit: t('reviews.dialog.submit'),
          submitting: t('reviews.dialog.submitting'),
          tooShort: t('reviews.dialog.required'),
        }}
        minLength={1}
        maxLength={REVIEW_REPLY_MAX_LENGTH}
        pending={replyReview.isPending}
        error={error}
        onSubmit={send}
        onCancel={replying.close}
      />
    </DashboardPageFrame>
  );
}
