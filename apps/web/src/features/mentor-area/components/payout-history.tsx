import { useState } from 'react';
import Button from '@mui/material/Button';
import { styled } from '@mui/material/styles';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { formatIstDate, formatRupeeAmount, type PayoutEntry, type SiteLanguage } from '@neetmentor/contract';
import { useLanguage } from '../../../i18n/language.ts';
import { SessionTable, type PagedRows, type TableColumn } from '../../../components/session-table.tsx';
import { usePayoutHistory } from '../api/get-payout-history.ts';
import type { ImageToShow } from '../../../components/private-image-dialog.tsx';
import { LazyPrivateImageDialog } from '../../../components/lazy-private-image-dialog.tsx';

/** Rows per page of the wallet's payment history (spec part 2 §9). */
export const PAYOUT_HISTORY_PAGE_SIZE = 5;

const Amount = styled('span')({ fontWeight: 800 });

/** One page of the whole history, which the call answers at once (a payout a month stays short). */
export function pageOfPayouts(payouts: PayoutEntry[], page: number): PagedRows<PayoutEntry> {
  const pageSize = PAYOUT_HISTORY_PAGE_SIZE;
  const totalPages = Math.max(1, Math.ceil(payouts.length / pageSize));
  const currentPage = Math.min(Math.max(1, page), totalPages);
  return {
    data: payouts.slice((currentPage - 1) * pageSize, currentPage * pageSize),
    pagination: { currentPage, totalPages, pageSize },
  };
}

function payoutColumns(
  viewProof: (proof: ImageToShow) => void,
  t: TFunction<'mentor'>,
  language: SiteLanguage,
): TableColumn<PayoutEntry>[] {
  return [
    { header: t('wallet.history.columns.serial'), cell: (_payout, rowNumber) => rowNumber },
    {
      header: t('wallet.history.columns.amount'),
      cell: (payout) => <Amount>{formatRupeeAmount(payout.amountCleared, language)}</Amount>,
    },
    {
      header: t('wallet.history.columns.date'),
      cell: (payout) => <time dateTime={payout.clearDate}>{formatIstDate(payout.clearDate, language)}</time>,
    },
    {
      header: t('wallet.history.columns.proof'),
      actions: true,
      cell: (payout) => {
        const date = formatIstDate(payout.clearDate, language);
        const title = t('wallet.history.proofTitle', {
          amount: formatRupeeAmount(payout.amountCleared, language),
          date,
        });
        return (
          <Button
            variant="outlined"
            size="small"
            aria-label={t('wallet.history.viewProofLabel', { date })}
            onClick={() => viewProof({ address: payout.imageOfProof, title })}
          >
            {t('wallet.history.viewProof')}
          </Button>
        );
      },
    },
  ];
}

interface PayoutHistoryProps {
  page: number;
  onPageChange: (page: number) => void;
}

/** The mentor's cleared payouts, 5 a page with the pager only beyond 5 (spec part 2 §2, §9). */
export function PayoutHistory({ page, onPageChange }: PayoutHistoryProps) {
  const { t } = useTranslation('mentor');
  const language = useLanguage();
  const history = usePayoutHistory();
  const [proof, setProof] = useState<ImageToShow | null>(null);
  return (
    <>
      <SessionTable
        caption={t('wallet.history.caption')}
        columns={payoutColumns(setProof, t, language)}
        rowKey={(payout) => payout._id}
        result={history.data && pageOfPayouts(history.data, page)}
        loading={history.isPending}
        error={history.error}
        onRetry={() => void history.refetch()}
        emptyText={t('wallet.history.empty')}
        page={page}
        onPageChange={onPageChange}
      />
      <LazyPrivateImageDialog image={proof} onClose={() => setProof(null)} />
    </>
  );
}
