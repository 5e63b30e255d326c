import { styled } from '@mui/material/styles';
import { PageLoading } from '../../../components/page-loading.tsx';
import { useSignedIn } from '../../../lib/signed-in.ts';
import { useMentorDetails } from '../api/get-mentor-details.ts';
import { AwayMode } from '../components/away-mode.tsx';
import { LoadFailure } from '../../../components/load-failure.tsx';
import { DashboardPageFrame } from '../../../components/dashboard-page-frame.tsx';
import { ProfileForm } from '../components/profile-form.tsx';

const Layout = styled('div')(({ theme }) => ({
  display: 'grid',
  gap: theme.spacing(3),
  alignItems: 'start',
  [theme.breakpoints.up('lg')]: { gridTemplateColumns: 'minmax(0, 1fr) 360px' },
}));

const Card = styled('div')(({ theme }) => ({
  padding: theme.spacing(3, 2),
  background: theme.palette.background.paper,
  border: `1px solid ${theme.palette.divider}`,
  borderRadius: 16,
  [theme.breakpoints.up('sm')]: { padding: theme.spacing(4) },
}));

/** /mentor-dashboard/profile-setting: the profile students see, and away mode. */
export function ProfileSettingsPage() {
  const { id } = useSignedIn();
  const details = useMentorDetails(id);

  let content;
  if (details.isPending) content = <PageLoading />;
  else if (details.isError)
    content = (
      <LoadFailure
        what="Your profile could not be loaded."
        error={details.error}
        onRetry={() => void details.refetch()}
      />
    );
  else
    content = (
      <Layout>
        <Card>
          <ProfileForm mentor={details.data} />
        </Card>
        <AwayMode mentor={details.data} />
      </Layout>
    );

  return (
    <DashboardPageFrame
      title="Profile Settings"
      lead="The profile students see when they choose a mentor. Keep it current: it is what they book on."
    >
      {content}
    </DashboardPageFrame>
  );
}
