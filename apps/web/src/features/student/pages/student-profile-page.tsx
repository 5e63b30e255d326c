import { useId, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { styled } from '@mui/material/styles';
import { ButtonLink } from '../../../components/button-link.tsx';
import { LogoutIcon } from '../../../components/account-icons.tsx';
import { LogoutDialog } from '../../../components/logout-dialog.tsx';
import { usePageHead } from '../../../lib/page-head.ts';
import { useSignedIn } from '../../../lib/signed-in.ts';
import { logoutStudent } from '../api/logout-student.ts';
import { AccountInformation } from '../components/account-information.tsx';
import { EmptyTab } from '../components/empty-tab.tsx';

const TABS = [
  { value: 'account', label: 'Account Information' },
  { value: 'sessions', label: 'Session Management' },
  { value: 'chats', label: 'Chats' },
  { value: 'completed', label: 'Completed Sessions' },
] as const;
type TabValue = (typeof TABS)[number]['value'];

const Top = styled('div')(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: theme.spacing(2),
  marginBottom: theme.spacing(2),
}));

const Heading = styled('h1')(({ theme }) => ({ ...theme.typography.h2, margin: 0 }));

const Panel = styled('div')(({ theme }) => ({
  padding: theme.spacing(3, 2),
  background: theme.palette.background.paper,
  border: `1px solid ${theme.palette.divider}`,
  borderRadius: 16,
  [theme.breakpoints.up('sm')]: { padding: theme.spacing(4) },
}));

function FindMentorLink() {
  return <ButtonLink to="/search-mentor">Find a Mentor</ButtonLink>;
}

function TabContent({ tab, studentId }: { tab: TabValue; studentId: string }) {
  switch (tab) {
    case 'account':
      return <AccountInformation studentId={studentId} />;
    case 'sessions':
      return (
        <EmptyTab
          title="No Purchased Session yet"
          text="Sessions you book appear here with their status: pending until the mentor accepts, then active, then completed."
          action={<FindMentorLink />}
        />
      );
    case 'chats':
      return (
        <EmptyTab
          title="No chats yet"
          text="Once a mentor accepts your session, you can chat here to agree on a date and time."
          action={<FindMentorLink />}
        />
      );
    case 'completed':
      return (
        <EmptyTab
          title="No Completed Session yet"
          text="Finished sessions appear here, and you can rate your mentor after each one."
        />
      );
  }
}

/**
 * /student-profile and /student-profile/:id (spec part 1 §2): with an id the Chats tab opens; choosing
 * another tab then returns to /student-profile.
 */
export function StudentProfilePage() {
  usePageHead({ title: 'My Profile' });
  const { id: studentId } = useSignedIn();
  const { id: conversationId } = useParams();
  const navigate = useNavigate();
  const baseId = useId();
  const [chosenTab, setChosenTab] = useState<TabValue>('account');
  const [logoutOpen, setLogoutOpen] = useState(false);
  const tab: TabValue = conversationId ? 'chats' : chosenTab;

  function chooseTab(next: TabValue) {
    setChosenTab(next);
    if (conversationId && next !== 'chats') navigate('/student-profile', { replace: true });
  }

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 6 } }}>
      <Top>
        <Heading>My Profile</Heading>
        <Button
          variant="outlined"
          color="error"
          startIcon={<LogoutIcon />}
          onClick={() => setLogoutOpen(true)}
        >
          Logout
        </Button>
      </Top>
      <Tabs
        value={tab}
        onChange={(_event, value: TabValue) => chooseTab(value)}
        variant="scrollable"
        allowScrollButtonsMobile
        aria-label="Profile sections"
        sx={{ mb: 3 }}
      >
        {TABS.map((item) => (
          <Tab
            key={item.value}
            value={item.value}
            label={item.label}
            id={`${baseId}-tab-${item.value}`}
            aria-controls={`${baseId}-panel`}
          />
        ))}
      </Tabs>
      <Panel role="tabpanel" id={`${baseId}-panel`} aria-labelledby={`${baseId}-tab-${tab}`}>
        <TabContent tab={tab} studentId={studentId} />
      </Panel>
      <LogoutDialog
        open={logoutOpen}
        onClose={() => setLogoutOpen(false)}
        logout={() => logoutStudent(studentId)}
        redirectTo="/login"
      />
    </Container>
  );
}
