import { styled } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { PageLoading } from '../../../components/page-loading.tsx';
import { useSignedIn } from '../../../lib/signed-in.ts';
import { useMentorDetails } from '../api/get-mentor-details.ts';
import { AwayMode } from '../components/away-mode.tsx';
import { LoadFailure } from '../../../components/load-failure.tsx';
import { DashboardPageFrame } from '../../../components/dashboard-page-frame.tsx';
import { SiteLanguageChoice } from '../../../components/site-language-choice.tsx';
import { ProfileForm } from '../components/profile-form.tsx';

const Layout = styled('div')(({ theme }) => ({
  display: 'grid',
  gap: theme.spacing(3),
  alignItems: 'start',
  [theme.breakpoints.up('lg')]: { gridTemplateColumns: 'minmax(0, 1fr) 360px' },
}));

const Side = styled('div')(({ theme }) => ({ display: 'grid', gap: theme.spacing(3), minWidth: 0 }));

const Card = styled('div')(({ theme }) => ({
  padding: theme.spacing(3, 2),
  background: theme.palette.background.paper,
  border: `1px solid ${theme.palette.divider}`,
  borderRadius: 16,
  [theme.breakpoints.up('sm')]: { padding: theme.spacing(4) },
}));

/** /mentor-dashboard/profile-setting: the profile students see, the site's language, and away mode. */
export function ProfileSettingsPage() {
  const { t } = useTranslation('mentor');
  const { id } = useSignedIn();
  const details = useMentorDetails(id);

  let content;
  if (details.isPending) content = <PageLoading />;
  else if (details.isError)
    content = (
      <LoadFailure
        what={t('profile.loadFailed')}
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
        <Side>
          <Card>
            <SiteLanguageChoice />
          </Card>
          <AwayMode mentor={details.data} />
        </Side>
      </Layout>
    );

  return (
    <DashboardPageFrame title={t('profile.title')} lead={t('profile.lead')}>
      {content}
    </DashboardPageFrame>
  );
}
