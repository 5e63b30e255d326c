import { useState } from 'react';
import Button from '@mui/material/Button';
import { styled } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import {
  formatCount,
  formatIstDate,
  REVIEW_HIDE_REASON_MAX_LENGTH,
  REVIEW_HIDE_REASON_MIN_LENGTH,
  type AdminReview,
} from '@neetmentor/contract';
import { ActionNotice, type Notice } from '../../../components/action-notice.tsx';
import { DashboardPageFrame } from '../../../components/dashboard-page-frame.tsx';
import { SessionTable, type TableColumn } from '../../../components/session-table.tsx';
import { StarRating } from '../../../components/star-rating.tsx';
import { TableSearch } from '../../../components/table-search.tsx';
import { TextEntryDialog } from '../../../components/text-entry-dialog.tsx';
import { useErrorText } from '../../../i18n/error-text.ts';
import { useLanguage } from '../../../i18n/language.ts';
import { useDialogTarget } from '../../../lib/use-dialog-target.ts';
import { useListAddress } from '../../../lib/use-list-address.ts';
import { useReviews } from '../api/get-reviews.ts';
import { useHideReview } from '../api/hide-review.ts';
import { useUnhideReview } from '../api/unhide-review.ts';
import { Dash, IdCell, Muted } from '../components/cells.tsx';
import { ScrollRegion } from '../components/scroll-region.tsx';
import { TableHeader } from '../components/table-header.tsx';

const Words = styled('span')({
  display: 'block',
  minWidth: '20ch',
  maxWidth: '48ch',
  overflowWrap: 'anywhere',
});

const State = styled('span')(({ theme }) => ({
  display: 'block',
  marginBottom: 4,
  fontSize: '0.8125rem',
  fontWeight: 700,
  color: theme.palette.secondary.dark,
  '&[data-hidden="true"]': { color: theme.palette.error.dark },
}));

/**
 * /admin-dashboard/reviews: recent reviews of every mentor, newest first, 15 a page (search by MentorId).
 * Hide one that breaks the rules, with the reason the mentor reads; unhide it again. Both are audited.
 */
export function AdminReviewsPage() {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const errorText = useErrorText();
  const { page, search, setPage, setSearch } = useListAddress();
  const reviews = useReviews(page, search);
  const hide = useHideReview();
  const unhide = useUnhideReview();
  const hiding = useDialogTarget<AdminReview>();
  const [notice, setNotice] = useState<Notice | null>(null);
  const [hideError, setHideError] = useState<string | null>(null);
  const busy = hide.isPending || unhide.isPending;

  function sendHide(reason: string) {
    const review = hiding.target;
    if (!review) return;
    setHideError(null);
    hide.mutate(
      { reviewId: review._id, reason },
      {
        onSuccess: () => {
          hiding.close();
          setNotice({
            severity: 'success',
            text: t('reviews.hiddenDone', { mentorId: review.mentor.mentorId }),
          });
        },
        onError: (error) => setHideError(errorText(error)),
      },
    );
  }

  function show(review: AdminReview) {
    setNotice(null);
    unhide.mutate(review._id, {
      onSuccess: () =>
        setNotice({
          severity: 'success',
          text: t('reviews.shownDone', { mentorId: review.mentor.mentorId }),
        }),
      onError: (error) => setNotice({ severity: 'error', text: errorText(error) }),
    });
  }

  const columns: TableColumn<AdminReview>[] = [
    {
      header: t('reviews.columns.mentor'),
      cell: (review) => (
        <IdCell id={review.mentor.mentorId} name={`${review.mentor.firstName} ${review.mentor.lastName}`} />
      ),
    },
    {
      header: t('reviews.columns.review'),
      cell: (review) => (
        <>
          <StarRating rating={review.rating} size={15} />
          <Words>{review.review ?? <Muted>{t('reviews.noText')}</Muted>}</Words>
          {review.reply && (
            <Words>
              <Muted>{t('reviews.reply', { text: review.reply.text })}</Muted>
            </Words>
          )}
        </>
      ),
    },
    { header: t('reviews.columns.student'), cell: (review) => review.studentName },
    {
      header: t('reviews.columns.package'),
      cell: (review) => review.package?.packageName ?? <Dash />,
    },
    {
      header: t('reviews.columns.date'),
      cell: (review) => <time dateTime={review.createdAt}>{formatIstDate(review.createdAt, language)}</time>,
    },
    {
      header: t('reviews.columns.status'),
      actions: true,
      cell: (review) => (
        <>
          <State data-hidden={review.hidden !== null}>
            {review.hidden
              ? t('reviews.hiddenBecause', { reason: review.hidden.reason })
              : t('reviews.visible')}
          </State>
          <Button
            size="small"
            variant="outlined"
            color={review.hidden ? 'primary' : 'error'}
            disabled={busy}
            aria-label={t(review.hidden ? 'reviews.unhideWhich' : 'reviews.hideWhich', {
              student: review.studentName,
              mentorId: review.mentor.mentorId,
            })}
            onClick={() => {
              if (review.hidden) {
                show(review);
              } else {
                setNotice(null);
                setHideError(null);
                hiding.show(review);
              }
            }}
          >
            {review.hidden ? t('reviews.unhide') : t('reviews.hide')}
          </Button>
        </>
      ),
    },
  ];

  return (
    <DashboardPageFrame title={t('reviews.title')} lead={t('reviews.lead')}>
      <TableHeader>
        <TableSearch
          label={t('shared.searchMentorId.label')}
          hint={t('shared.searchMentorId.hint')}
          applied={search}
          onSearch={setSearch}
        />
      </TableHeader>
      <ActionNotice notice={notice} onClose={() => setNotice(null)} />
      <ScrollRegion label={t('reviews.caption')}>
        <SessionTable
          dense
          caption={t('reviews.caption')}
          columns={columns}
          rowKey={(review) => review._id}
          result={reviews.data}
          loading={reviews.isPending}
          error={reviews.error}
          onRetry={() => void reviews.refetch()}
          stale={reviews.isPlaceholderData}
          emptyText={search ? t('reviews.noneFound', { search }) : t('reviews.empty')}
          page={page}
          onPageChange={setPage}
        />
      </ScrollRegion>
      <TextEntryDialog
        open={hiding.open}
        texts={{
          title: t('reviews.dialog.title'),
          lead: t('reviews.dialog.lead', {
            min: formatCount(REVIEW_HIDE_REASON_MIN_LENGTH, language),
            max: formatCount(REVIEW_HIDE_REASON_MAX_LENGTH, language),
          }),
          label: t('reviews.dialog.label'),
          submit: t('reviews.dialog.submit'),
          submitting: t('reviews.dialog.submitting'),
          tooShort: t('reviews.dialog.tooShort', {
            min: formatCount(REVIEW_HIDE_REASON_MIN_LENGTH, language),
          }),
        }}
        minLength={REVIEW_HIDE_REASON_MIN_LENGTH}
        maxLength={REVIEW_HIDE_REASON_MAX_LENGTH}
        pending={hide.isPending}
        error={hideError}
        onSubmit={sendHide}
        onCancel={hiding.close}
      />
    </DashboardPageFrame>
  );
}
