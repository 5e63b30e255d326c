import { useCallback, useEffect, useRef, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useParams } from 'react-router';
import {
  formatIstDateTime,
  JOIN_OPENS_MINUTES_BEFORE,
  paths,
  ROUTES,
  type JoinResult,
} from '@neetmentor/contract';
import { ButtonLink } from '../../../components/button-link.tsx';
import { callProviderName } from '../../../components/session-call.tsx';
import { useErrorText } from '../../../i18n/error-text.ts';
import { useLanguage } from '../../../i18n/language.ts';
import { hasErrorCode } from '../../../lib/api-client.ts';
import { usePageHead } from '../../../lib/page-head.ts';
import { useSession } from '../../../lib/session.ts';
import { useNow } from '../../../lib/use-now.ts';
import { useJoinSession } from '../api/join-session.ts';
import { openCall } from '../open-call.ts';

const MINUTE_MS = 60_000;
/** The countdown's tick: it counts whole minutes, and the opening moment itself comes on time. */
const COUNTDOWN_TICK_MS = 15_000;

function Frame({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 6, md: 10 } }}>
      <Typography variant="h1" sx={{ mb: 3 }}>
        {t('joinPage.title')}
      </Typography>
      {children}
    </Container>
  );
}

/** Before the window: when it opens, a minute countdown, and a new try of its own at that moment. */
function NotYet({ opensAt, onOpen }: { opensAt: string; onOpen: () => void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const opening = Date.parse(opensAt);
  const now = useNow(COUNTDOWN_TICK_MS, [opening]);
  const open = now >= opening;
  useEffect(() => {
    if (open) onOpen();
  }, [open, onOpen]);
  return (
    <>
      <Typography>
        {t('joinPage.notYet', {
          time: formatIstDateTime(opensAt, language),
          minutes: JOIN_OPENS_MINUTES_BEFORE,
        })}
      </Typography>
      {!open && (
        <Typography sx={{ mt: 1, color: 'text.secondary' }}>
          {t('joinPage.countdown', { minutes: Math.max(1, Math.ceil((opening - now) / MINUTE_MS)) })}
        </Typography>
      )}
    </>
  );
}

function Outcome({
  result,
  role,
  onRetry,
}: {
  result: JoinResult;
  role: 'student' | 'mentor';
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  switch (result.state) {
    case 'open':
      return (
        <>
          <Typography>{t('joinPage.opening', { provider: callProviderName(t, result.provider) })}</Typography>
          <Typography sx={{ mt: 1, mb: 3, color: 'text.secondary' }}>{t('joinPage.openedNote')}</Typography>
          <Button variant="contained" href={result.callUrl} rel="noopener noreferrer">
            {t('joinPage.openCall')}
          </Button>
        </>
      );
    case 'not_yet':
      return <NotYet opensAt={result.opensAt} onOpen={onRetry} />;
    case 'over':
      return <Typography>{t('joinPage.over')}</Typography>;
    case 'no_link':
      return (
        <Typography>{t(role === 'mentor' ? 'joinPage.noLinkMentor' : 'joinPage.noLinkStudent')}</Typography>
      );
    case 'no_time':
      return <Typography>{t('joinPage.noTime')}</Typography>;
  }
}

/**
 * /join/:sessionId: the one join address of a session for its student and its mentor. The server decides
 * (its clock, its record of the first join); inside the window the page goes on to the call, otherwise it
 * says when the address opens, that the session is over, or what is missing.
 */
export function JoinPage() {
  const { t } = useTranslation();
  usePageHead({ title: t('joinPage.title') });
  const session = useSession();
  const { pathname } = useLocation();
  const { sessionId = '' } = useParams();
  const role = session?.role === 'student' || session?.role === 'mentor' ? session.role : null;
  const joining = useJoinSession();
  const errorText = useErrorText();
  const { mutate } = joining;
  const join = useCallback(
    () =>
      mutate(sessionId, {
        onSuccess: (result) => {
          if (result.state === 'open') openCall(result.callUrl);
        },
      }),
    [mutate, sessionId],
  );
  const tried = useRef<string | null>(null);

  useEffect(() => {
    // One try per session address (a second render in development would record nothing new anyway).
    if (!role || tried.current === sessionId) return;
    tried.current = sessionId;
    join();
  }, [role, sessionId, join]);

  if (!session) return <Navigate to={paths.loginReturningTo(pathname)} replace />;
  if (!role) {
    return (
      <Frame>
        <Alert severity="info">{t('joinPage.wrongAccount')}</Alert>
      </Frame>
    );
  }

  let body: ReactNode = <Typography>{t('joinPage.checking')}</Typography>;
  if (joining.data) body = <Outcome result={joining.data} role={role} onRetry={join} />;
  else if (joining.error && hasErrorCode(joining.error, 'NOT_FOUND'))
    body = <Alert severity="warning">{t('joinPage.notFound')}</Alert>;
  else if (joining.error)
    body = (
      <Alert
        severity="error"
        action={
          <Button color="inherit" onClick={join}>
            {t('joinPage.retry')}
          </Button>
        }
      >
        {errorText(joining.error)}
      </Alert>
    );

  return (
    <Frame>
      {/* Each answer replaces the last: read out as it comes. */}
      <div role="status" aria-live="polite">
        {body}
      </div>
      <ButtonLink
        to={role === 'mentor' ? ROUTES.mentorSessions : ROUTES.studentProfile}
        variant="outlined"
        sx={{ mt: 4 }}
      >
        {t('joinPage.back')}
      </ButtonLink>
    </Frame>
  );
}
