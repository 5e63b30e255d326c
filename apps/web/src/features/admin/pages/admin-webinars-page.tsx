import { useState } from 'react';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { styled } from '@mui/material/styles';
import { ROUTES, type Webinar } from '@neetmentor/contract';
import { ActionNotice, type Notice } from '../../../components/action-notice.tsx';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { DashboardPageFrame } from '../../../components/dashboard-page-frame.tsx';
import { LoadFailure } from '../../../components/load-failure.tsx';
import { PageLoading } from '../../../components/page-loading.tsx';
import { RichText } from '../../../components/rich-text.tsx';
import { useErrorText } from '../../../i18n/error-text.ts';
import { useSignedIn } from '../../../lib/signed-in.ts';
import { useAdminDetails } from '../api/get-admin-details.ts';
import { useRemoveWebinar } from '../api/remove-webinar.ts';
import { WebinarForm } from '../components/webinar-form.tsx';

const Layout = styled('div')(({ theme }) => ({
  display: 'grid',
  gap: theme.spacing(3),
  alignItems: 'start',
  [theme.breakpoints.up('lg')]: { gridTemplateColumns: 'minmax(0, 1.2fr) minmax(0, 1fr)' },
}));

const Card = styled('section')(({ theme }) => ({
  padding: theme.spacing(2.5, 2),
  background: theme.palette.background.paper,
  border: `1px solid ${theme.palette.divider}`,
  borderRadius: 16,
  [theme.breakpoints.up('sm')]: { padding: theme.spacing(3) },
  '& h2': { margin: theme.spacing(0, 0, 2), fontSize: '1.125rem', fontWeight: 800 },
}));

const Poster = styled('img')(({ theme }) => ({
  display: 'block',
  width: '100%',
  height: 'auto',
  margin: theme.spacing(0, 0, 2),
  borderRadius: 12,
}));

const When = styled('p')(({ theme }) => ({ margin: theme.spacing(0, 0, 2), fontWeight: 700 }));

const Muted = styled('p')(({ theme }) => ({ margin: 0, color: theme.palette.text.secondary }));

function CurrentWebinar({
  webinar,
  onRemove,
  removing,
}: {
  webinar: Webinar;
  onRemove: () => void;
  removing: boolean;
}) {
  const { t } = useTranslation('admin');
  return (
    <>
      {webinar.image && <Poster src={webinar.image} alt={t('webinars.poster')} />}
      <When>
        {t('webinars.when', { day: webinar.day, date: webinar.date, year: webinar.year, time: webinar.time })}
      </When>
      <RichText html={webinar.content} />
      <Button variant="outlined" color="error" onClick={onRemove} disabled={removing} sx={{ mt: 2 }}>
        {t('webinars.remove')}
      </Button>
    </>
  );
}

/** /admin-dashboard/webinars: create the webinar (a new one replaces the current one) and see or remove it. */
export function AdminWebinarsPage() {
  const { t } = useTranslation('admin');
  const errorText = useErrorText();
  const { id } = useSignedIn();
  const details = useAdminDetails(id);
  const remove = useRemoveWebinar();
  const [confirming, setConfirming] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);

  function confirmRemoval() {
    setNotice(null);
    remove.mutate(undefined, {
      onSuccess: () =>
        setNotice({
          severity: 'success',
          text: t('webinars.removed'),
        }),
      onError: (error) => setNotice({ severity: 'error', text: errorText(error) }),
      onSettled: () => setConfirming(false),
    });
  }

  let current;
  if (details.isPending) current = <PageLoading />;
  else if (details.isError)
    current = (
      <LoadFailure
        what={t('webinars.loadFailed')}
        error={details.error}
        onRetry={() => void details.refetch()}
      />
    );
  else if (!details.data.webinar) current = <Muted>{t('webinars.none')}</Muted>;
  else
    current = (
      <CurrentWebinar
        webinar={details.data.webinar}
        onRemove={() => setConfirming(true)}
        removing={remove.isPending}
      />
    );

  return (
    <DashboardPageFrame title={t('webinars.title')} lead={t('webinars.lead')}>
      <ActionNotice notice={notice} onClose={() => setNotice(null)} />
      <Layout>
        <Card aria-labelledby="create-webinar-title">
          <h2 id="create-webinar-title">{t('webinars.create')}</h2>
          <WebinarForm
            onCreated={() =>
              setNotice({
                severity: 'success',
                text: (
                  <>
                    {`${t('webinars.created')} `}
                    <Link to={ROUTES.webinar}>{t('webinars.seePage')}</Link>
                  </>
                ),
              })
            }
          />
        </Card>
        <Card aria-labelledby="current-webinar-title">
          <h2 id="current-webinar-title">{t('webinars.current')}</h2>
          {current}
        </Card>
      </Layout>
      <ConfirmDialog
        open={confirming}
        title={t('webinars.remove')}
        text={t('webinars.dialog.text')}
        confirmLabel={t('webinars.dialog.confirm')}
        pending={remove.isPending}
        onConfirm={confirmRemoval}
        onCancel={() => setConfirming(false)}
      />
    </DashboardPageFrame>
  );
}
