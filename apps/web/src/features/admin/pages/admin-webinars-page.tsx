import { useState } from 'react';
import Button from '@mui/material/Button';
import { Link } from 'react-router';
import { styled } from '@mui/material/styles';
import { ROUTES, type Webinar } from '@neetmentor/contract';
import { ActionNotice, type Notice } from '../../../components/action-notice.tsx';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { DashboardPageFrame } from '../../../components/dashboard-page-frame.tsx';
import { LoadFailure } from '../../../components/load-failure.tsx';
import { PageLoading } from '../../../components/page-loading.tsx';
import { RichText } from '../../../components/rich-text.tsx';
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
  return (
    <>
      {webinar.image && <Poster src={webinar.image} alt="Webinar poster" />}
      <When>{`${webinar.day}, ${webinar.date} ${webinar.year} at ${webinar.time}`}</When>
      <RichText html={webinar.content} />
      <Button variant="outlined" color="error" onClick={onRemove} disabled={removing} sx={{ mt: 2 }}>
        Remove webinar
      </Button>
    </>
  );
}

/** /admin-dashboard/webinars: create the webinar (a new one replaces the current one) and see or remove it. */
export function AdminWebinarsPage() {
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
          text: 'The webinar is removed; the webinar page says none is planned.',
        }),
      onError: (error) => setNotice({ severity: 'error', text: error.message }),
      onSettled: () => setConfirming(false),
    });
  }

  let current;
  if (details.isPending) current = <PageLoading />;
  else if (details.isError)
    current = (
      <LoadFailure
        what="The current webinar could not be loaded."
        error={details.error}
        onRetry={() => void details.refetch()}
      />
    );
  else if (!details.data.webinar)
    current = <Muted>No webinar is planned. Create one to show it on the webinar page.</Muted>;
  else
    current = (
      <CurrentWebinar
        webinar={details.data.webinar}
        onRemove={() => setConfirming(true)}
        removing={remove.isPending}
      />
    );

  return (
    <DashboardPageFrame
      title="Webinars"
      lead="The webinar students register for on the webinar page. Creating one replaces the current webinar."
    >
      <ActionNotice notice={notice} onClose={() => setNotice(null)} />
      <Layout>
        <Card aria-labelledby="create-webinar-title">
          <h2 id="create-webinar-title">Create webinar</h2>
          <WebinarForm
            onCreated={() =>
              setNotice({
                severity: 'success',
                text: (
                  <>
                    {'The webinar is created. '}
                    <Link to={ROUTES.webinar}>See the webinar page</Link>
                  </>
                ),
              })
            }
          />
        </Card>
        <Card aria-labelledby="current-webinar-title">
          <h2 id="current-webinar-title">Current webinar</h2>
          {current}
        </Card>
      </Layout>
      <ConfirmDialog
        open={confirming}
        title="Remove webinar"
        text="Remove the current webinar? The webinar page will say none is planned; its registrations stay on record."
        confirmLabel="Remove"
        pending={remove.isPending}
        onConfirm={confirmRemoval}
        onCancel={() => setConfirming(false)}
      />
    </DashboardPageFrame>
  );
}
