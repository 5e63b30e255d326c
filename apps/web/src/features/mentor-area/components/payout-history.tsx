import { useState } from 'react';
import Button from '@mui/material/Button';
import { styled } from '@mui/material/styles';
import { formatIstDate, formatRupeeAmount, type PayoutEntry } from '@neetmentor/contract';
import { SessionTable, type PagedRows, type TableColumn } from '../../../components/session-table.tsx';
import { usePayoutHistory } from '../api/get-payout-history.ts';
import type { ImageToShow } from '../../../components/private-image-dialog.tsx';
import { LazyPrivateImageDialog } from '../../../components/lazy-private-image-dialog.tsx';

export const NO_PAYOUTS = 'No payouts yet';
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

function payoutColumns(viewProof: (proof: ImageToShow) => void): TableColumn<PayoutEntry>[] {
  return [
    { header: 'S.No', cell: (_payout, rowNumber) => rowNumber },
    {
      header: 'Amount Cleared',
      cell: (payout) => <Amount>{formatRupeeAmount(payout.amountCleared)}</Amount>,
    },
    {
      header: 'Clear Date',
      cell: (payout) => <time dateTime={payout.clearDate}>{formatIstDate(payout.clearDate)}</time>,
    },
    {
      header: 'Image of Proof',
      actions: true,
      cell: (payout) => {
        const title = `Proof of the payout of ${formatRupeeAmount(payout.amountCleared)} on ${formatIstDate(payout.clearDate)}`;
        return (
          <Button
            variant="outlined"
            size="small"
            aria-label={`View proof of the payout on ${formatIstDate(payout.clearDate)}`}
            onClick={() => viewProof({ address: payout.imageOfProof, title })}
          >
            View proof
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
  const history = usePayoutHistory();
  const [proof, setProof] = useState<ImageToShow | null>(null);
  return (
    <>
      <SessionTable
        caption="Cleared payouts"
        columns={payoutColumns(setProof)}
        rowKey={(payout) => payout._id}
        result={history.data && pageOfPayouts(history.data, page)}
        loading={history.isPending}
        error={history.error}
        onRetry={() => void history.refetch()}
        emptyText={NO_PAYOUTS}
        page={page}
        onPageChange={onPageChange}
      />
      <LazyPrivateImageDialog image={proof} onClose={() => setProof(null)} />
    </>
  );
}
