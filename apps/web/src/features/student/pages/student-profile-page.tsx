import { lazy, Suspense, useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { styled } from '@mui/material/styles';
import { ROUTES } from '@neetmentor/contract';
import { LogoutIcon } from '../../../components/account-icons.tsx';
import { PageLoading } from '../../../components/page-loading.tsx';
import { LogoutDialog } from '../../../components/logout-dialog.tsx';
import { readPaymentsToConfirm } from '../../../lib/checkout/payments-to-confirm.ts';
import { usePageHead } from '../../../lib/page-head.ts';
import { useSignedIn } from '../../../lib/signed-in.ts';
import { isStudentProfileTabState } from '../../../lib/student-profile-tab.ts';
import { logoutStudent } from '../api/logout-student.ts';
import { AccountInformation } from '../components/account-information.tsx';

// Loaded only when a payment made on this device still waits for the server's answer.
const PaymentsToConfirm = lazy(() =>
  import('../components/payments-to-confirm.tsx').then((module) => ({ default: module.PaymentsToConfirm })),
);

// The other sections come when first opened: Account Information is the one the page opens on.
const PurchasedSessions = lazy(() =>
  import('../components/purchased-sessions.tsx').then((module) => ({ default: module.PurchasedSessions })),
);
const CompletedSessions = lazy(() =>
  import('../components/completed-sessions.tsx').then((module) => ({ default: module.CompletedSessions })),
);

const TABS = ['account', 'sessions', 'chats', 'completed'] as const;
type TabValue = (typeof TABS)[number];

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

function TabContent({ tab, studentId, chats }: { tab: TabValue; studentId: string; chats: ReactNode }) {
  switch (tab) {
    case 'account':
      return <AccountInformation studentId={studentId} />;
    case 'sessions':
      return <PurchasedSessions />;
    case 'chats':
      return chats;
    case 'completed':
      return <CompletedSessions />;
  }
}

/**
 * /student-profile and /student-profile/:id (spec part 1 §2): with an id the Chats tab opens; choosing
 * another tab then returns to /student-profile.
 */
export function StudentProfilePage({ chats }: { chats: ReactNode }) {
  const { t } = useTranslation('student');
  usePageHead({ title: t('profile.title') });
  const { id: studentId } = useSignedIn();
  const { id: conversationId } = useParams();
  const navigate = useNavigate();
  const location = useLocation();
  const baseId = useId();
  // A booking just made opens Session Management, where it now waits for the mentor; the header's chat
  // link opens Chats, and so does a conversation's address, so its back button returns to the list.
  const tabAsked = (): TabValue | null =>
    conversationId ? 'chats' : isStudentProfileTabState(location.state) ? location.state.tab : null;
  const [chosenTab, setChosenTab] = useState<TabValue>(() => tabAsked() ?? 'account');
  // Those links lead here while the page is open too: each navigation may ask for a tab again.
  const [seenNavigation, setSeenNavigation] = useState(location.key);
  if (seenNavigation !== location.key) {
    setSeenNavigation(location.key);
    const asked = tabAsked();
    if (asked) setChosenTab(asked);
  }
  const [logoutOpen, setLogoutOpen] = useState(false);
  const [paymentsToConfirm] = useState(() => readPaymentsToConfirm(studentId).length > 0);
  const tab: TabValue = conversationId ? 'chats' : chosenTab;

  function chooseTab(next: TabValue) {
    setChosenTab(next);
    if (conversationId && next !== 'chats') navigate(ROUTES.studentProfile, { replace: true });
  }

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 6 } }}>
      {/* On the first page the app renders, the tabs and the open section each come in a task of their own. */}
      <Suspense fallback={null}>
        <Top>
          <Heading>{t('profile.title')}</Heading>
          <Button
            variant="outlined"
            color="error"
            startIcon={<LogoutIcon />}
            onClick={() => setLogoutOpen(true)}
          >
            {t('profile.logout')}
          </Button>
        </Top>
        {paymentsToConfirm && (
          <Suspense fallback={null}>
            <PaymentsToConfirm studentId={studentId} />
          </Suspense>
        )}
        <Tabs
          value={tab}
          onChange={(_event, value: TabValue) => chooseTab(value)}
          aria-label={t('profile.sections')}
          sx={{
            mb: 3,
            // On phones and tablets the four sections sit two by two, all in view (a scrolling strip hid the
            // chosen one); the chosen tab is marked by its own underline there, the sliding indicator from md.
            '& .MuiTabs-list': { flexWrap: { xs: 'wrap', md: 'nowrap' } },
            '& .MuiTabs-indicator': { display: { xs: 'none', md: 'block' } },
            '& .MuiTab-root': {
              flex: { xs: '1 1 50%', md: '0 0 auto' },
              maxWidth: { xs: 'none', md: 360 },
              borderBottom: { xs: '2px solid transparent', md: 'none' },
            },
            '& .MuiTab-root.Mui-selected': { borderBottomColor: { xs: 'primary.main', md: 'transparent' } },
          }}
        >
          {TABS.map((item) => (
            <Tab
              key={item}
              value={item}
              label={t(`profile.tabs.${item}`)}
              id={`${baseId}-tab-${item}`}
              aria-controls={`${baseId}-panel`}
            />
          ))}
        </Tabs>
      </Suspense>
      <Suspense fallback={null}>
        <Panel role="tabpanel" id={`${baseId}-panel`} aria-labelledby={`${baseId}-tab-${tab}`}>
          <Suspense fallback={<PageLoading />}>
            <TabContent tab={tab} studentId={studentId} chats={chats} />
          </Suspense>
        </Panel>
      </Suspense>
      <LogoutDialog
        open={logoutOpen}
        onClose={() => setLogoutOpen(false)}
        logout={() => logoutStudent(studentId)}
        redirectTo={ROUTES.login}
      />
    </Container>
  );
}
