import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatIstDateTime, formatRupeeAmount, type AdminClearedPayout } from '@neetmentor/contract';
import { DashboardPageFrame } from '../../../components/dashboard-page-frame.tsx';
import type { ImageToShow } from '../../../components/private-image-dialog.tsx';
import { LazyPrivateImageDialog } from '../../../components/lazy-private-image-dialog.tsx';
import { SessionTable, type TableColumn } from '../../../components/session-table.tsx';
import { useLanguage } from '../../../i18n/language.ts';
import { useListAddress } from '../../../lib/use-list-address.ts';
import { useClearedPayments } from '../api/get-cleared-payments.ts';
import { Email, IdCell, ImageButton } from '../components/cells.tsx';
import { ScrollRegion } from '../components/scroll-region.tsx';

/** /admin-dashboard/cleared-payment: payouts already made, with their proof. */
export function ClearedPaymentsPage() {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const { page, setPage } = useListAddress();
  const payouts = useClearedPayments(page);
  const [proof, setProof] = useState<ImageToShow | null>(null);

  const columns: TableColumn<AdminClearedPayout>[] = [
    {
      header: t('cleared.columns.mentor'),
      cell: (payout) => <IdCell id={payout.mentorId} name={`${payout.firstName} ${payout.lastName}`} />,
    },
    { header: t('cleared.columns.email'), cell: (payout) => <Email>{payout.email}</Email> },
    {
      header: t('cleared.columns.amount'),
      cell: (payout) => <strong>{formatRupeeAmount(payout.amountCleared, language)}</strong>,
    },
    {
      header: t('cleared.columns.proof'),
      cell: (payout) => {
        const target = t('cleared.proofTarget', {
          amount: formatRupeeAmount(payout.amountCleared, language),
          mentorId: payout.mentorId,
        });
        return (
          <ImageButton
            label={t('shared.imageOfProof')}
            target={target}
            onClick={() =>
              setProof({ address: payout.imageOfProof, title: t('shared.proofTitle', { target }) })
            }
          />
        );
      },
    },
    {
      header: t('cleared.columns.date'),
      cell: (payout) => (
        <time dateTime={payout.clearDate}>{formatIstDateTime(payout.clearDate, language)}</time>
      ),
    },
  ];

  return (
    <DashboardPageFrame title={t('cleared.title')} lead={t('cleared.lead')}>
      <ScrollRegion label={t('cleared.caption')}>
        <SessionTable
          caption={t('cleared.caption')}
          columns={columns}
          rowKey={(payout) => payout._id}
          result={payouts.data}
          loading={payouts.isPending}
          error={payouts.error}
          onRetry={() => void payouts.refetch()}
          stale={payouts.isPlaceholderData}
          emptyText={t('cleared.empty')}
          page={page}
          onPageChange={setPage}
        />
      </ScrollRegion>
      <LazyPrivateImageDialog image={proof} onClose={() => setProof(null)} />
    </DashboardPageFrame>
  );
}
