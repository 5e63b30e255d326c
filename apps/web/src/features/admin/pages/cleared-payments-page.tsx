import { useState } from 'react';
import { formatIstDateTime, formatRupeeAmount, type AdminClearedPayout } from '@neetmentor/contract';
import { DashboardPageFrame } from '../../../components/dashboard-page-frame.tsx';
import type { ImageToShow } from '../../../components/private-image-dialog.tsx';
import { LazyPrivateImageDialog } from '../../../components/lazy-private-image-dialog.tsx';
import { SessionTable, type TableColumn } from '../../../components/session-table.tsx';
import { useListAddress } from '../../../lib/use-list-address.ts';
import { useClearedPayments } from '../api/get-cleared-payments.ts';
import { Email, IdCell, ImageButton } from '../components/cells.tsx';
import { ScrollRegion } from '../components/scroll-region.tsx';

/** /admin-dashboard/cleared-payment: payouts already made, with their proof. */
export function ClearedPaymentsPage() {
  const { page, setPage } = useListAddress();
  const payouts = useClearedPayments(page);
  const [proof, setProof] = useState<ImageToShow | null>(null);

  const columns: TableColumn<AdminClearedPayout>[] = [
    {
      header: 'Mentor',
      cell: (payout) => <IdCell id={payout.mentorId} name={`${payout.firstName} ${payout.lastName}`} />,
    },
    { header: 'Email', cell: (payout) => <Email>{payout.email}</Email> },
    {
      header: 'Amount Cleared',
      cell: (payout) => <strong>{formatRupeeAmount(payout.amountCleared)}</strong>,
    },
    {
      header: 'Image of Proof',
      cell: (payout) => {
        const target = `of the ${formatRupeeAmount(payout.amountCleared)} payout to ${payout.mentorId}`;
        return (
          <ImageButton
            label="Image of proof"
            target={target}
            onClick={() => setProof({ address: payout.imageOfProof, title: `Proof ${target}` })}
          />
        );
      },
    },
    {
      header: 'Clear Date',
      cell: (payout) => <time dateTime={payout.clearDate}>{formatIstDateTime(payout.clearDate)}</time>,
    },
  ];

  return (
    <DashboardPageFrame title="Cleared Payments" lead="Payouts made to mentors, newest first.">
      <ScrollRegion label="Cleared payments">
        <SessionTable
          caption="Cleared payments"
          columns={columns}
          rowKey={(payout) => payout._id}
          result={payouts.data}
          loading={payouts.isPending}
          error={payouts.error}
          onRetry={() => void payouts.refetch()}
          stale={payouts.isPlaceholderData}
          emptyText="No payments cleared yet."
          page={page}
          onPageChange={setPage}
        />
      </ScrollRegion>
      <LazyPrivateImageDialog image={proof} onClose={() => setProof(null)} />
    </DashboardPageFrame>
  );
}
