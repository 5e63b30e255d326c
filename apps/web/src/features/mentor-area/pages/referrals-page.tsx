import { useState } from 'react';
import Button from '@mui/material/Button';
import { styled } from '@mui/material/styles';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import {
  formatCount,
  formatIstDate,
  formatRupeeAmount,
  type MentorReferrals,
  type SiteLanguage,
} from '@neetmentor/contract';
import { useLanguage } from '../../../i18n/language.ts';
import { PageLoading } from '../../../components/page-loading.tsx';
import { useMentorReferrals } from '../api/get-mentor-referrals.ts';
import { LoadFailure } from '../../../components/load-failure.tsx';
import { DashboardPageFrame } from '../../../components/dashboard-page-frame.tsx';

const Stage = styled('div')({ position: 'relative', maxWidth: 860 });

// Until the programme opens the page is shown blurred behind the notice (spec part 2 §2), and `inert`
// keeps its buttons out of reach of the keyboard and screen readers.
const Content = styled('div')(({ theme }) => ({
  display: 'grid',
  gap: theme.spacing(3),
  '&[inert]': { filter: 'blur(6px)', userSelect: 'none', pointerEvents: 'none' },
}));

const Overlay = styled('div')(({ theme }) => ({
  position: 'absolute',
  inset: 0,
  display: 'grid',
  placeItems: 'center',
  padding: theme.spacing(2),
}));

const OverlayCard = styled('div')(({ theme }) => ({
  display: 'grid',
  gap: theme.spacing(1),
  maxWidth: 420,
  padding: theme.spacing(3),
  background: theme.palette.background.paper,
  border: `1px solid ${theme.palette.divider}`,
  borderRadius: 16,
  boxShadow: '0 16px 40px rgba(20, 33, 61, 0.18)',
  textAlign: 'center',
  '& h2': { margin: 0, fontSize: '1.25rem', fontWeight: 800 },
  '& p': { margin: 0, color: theme.palette.text.secondary },
}));

const Card = styled('section')(({ theme }) => ({
  display: 'grid',
  gap: theme.spacing(1.5),
  padding: theme.spacing(3, 2),
  background: theme.palette.background.paper,
  border: `1px solid ${theme.palette.divider}`,
  borderRadius: 16,
  [theme.breakpoints.up('sm')]: { padding: theme.spacing(3) },
  '& h2': { margin: 0, fontSize: '1.25rem', fontWeight: 800 },
  '& p': { margin: 0 },
}));

const CodeRow = styled('div')(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: theme.spacing(1.5),
}));

const Code = styled('code')(({ theme }) => ({
  padding: theme.spacing(1, 2),
  border: `2px dashed ${theme.palette.primary.main}`,
  borderRadius: 12,
  background: theme.palette.primary.light,
  color: theme.palette.primary.dark,
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace',
  fontSize: '1.375rem',
  fontWeight: 800,
  letterSpacing: '0.08em',
  overflowWrap: 'anywhere',
}));

const Figures = styled('dl')(({ theme }) => ({
  display: 'grid',
  gap: theme.spacing(2),
  gridTemplateColumns: 'repeat(auto-fit, minmax(160px, 1fr))',
  margin: 0,
  '& > div': {
    padding: theme.spacing(2),
    background: theme.palette.background.paper,
    border: `1px solid ${theme.palette.divider}`,
    borderTop: `4px solid ${theme.palette.primary.main}`,
    borderRadius: 16,
  },
  '& dt': { color: theme.palette.text.secondary, fontWeight: 700 },
  '& dd': { margin: 0, fontSize: '1.75rem', fontWeight: 800 },
}));

const Steps = styled('ol')(({ theme }) => ({
  display: 'grid',
  gap: theme.spacing(1),
  margin: 0,
  paddingLeft: theme.spacing(2.5),
}));

const Muted = styled('p')(({ theme }) => ({ color: theme.palette.text.secondary }));

/** The spec's overlay text, with the configured opening day once there is one. */
function availabilityText(
  availableFrom: string | null,
  t: TFunction<'mentor'>,
  language: SiteLanguage,
): string {
  return availableFrom
    ? t('referrals.availableFrom', { date: formatIstDate(availableFrom, language) })
    : t('referrals.availableFromMay');
}

type CopyState = 'idle' | 'copied' | 'failed';

function CodeCard({ code }: { code: string | null }) {
  const { t } = useTranslation('mentor');
  const [copy, setCopy] = useState<CopyState>('idle');

  async function copyCode(text: string) {
    try {
      await navigator.clipboard.writeText(text);
      setCopy('copied');
    } catch {
      // The clipboard needs a secure page and the user's permission; the code stays on screen to copy by hand.
      setCopy('failed');
    }
  }

  return (
    <Card aria-labelledby="referral-code-title">
      <h2 id="referral-code-title">{t('referrals.codeTitle')}</h2>
      {code ? (
        <>
          <CodeRow>
            <Code>{code}</Code>
            <Button variant="contained" onClick={() => void copyCode(code)}>
              {t('referrals.copy')}
            </Button>
          </CodeRow>
          <Muted role="status">
            {copy === 'copied' && t('referrals.copied')}
            {copy === 'failed' && t('referrals.copyFailed')}
          </Muted>
          <p>{t('referrals.codeUse')}</p>
        </>
      ) : (
        <Muted>{t('referrals.codePending')}</Muted>
      )}
    </Card>
  );
}

function ReferralsContent({ referrals }: { referrals: MentorReferrals }) {
  const { t } = useTranslation('mentor');
  const language = useLanguage();
  const reward = formatRupeeAmount(referrals.rewardRupees, language);
  return (
    <>
      <CodeCard code={referrals.code} />
      <Figures>
        <div>
          <dt>{t('referrals.referred')}</dt>
          <dd>{formatCount(referrals.referredStudents, language)}</dd>
        </div>
        <div>
          <dt>{t('referrals.rewarded')}</dt>
          <dd>{formatCount(referrals.rewardedStudents, language)}</dd>
        </div>
        <div>
          <dt>{t('referrals.added')}</dt>
          <dd>{formatRupeeAmount(referrals.rewardedStudents * referrals.rewardRupees, language)}</dd>
        </div>
      </Figures>
      <Card aria-labelledby="referral-how-title">
        <h2 id="referral-how-title">{t('referrals.howTitle')}</h2>
        <p>{t('referrals.reward', { amount: reward })}</p>
        <Steps>
          <li>{t('referrals.steps.share')}</li>
          <li>{t('referrals.steps.signUp')}</li>
          <li>{t('referrals.steps.paid', { amount: reward })}</li>
        </Steps>
      </Card>
    </>
  );
}

/**
 * /mentor-dashboard/referals (spec part 2 §2): the mentor's own code and what it brought. Before the
 * configured opening day the page stays blurred behind the spec's "available from May" notice.
 */
export function ReferralsPage() {
  const { t } = useTranslation('mentor');
  const language = useLanguage();
  const referrals = useMentorReferrals();

  let content;
  if (referrals.isPending) content = <PageLoading />;
  else if (referrals.isError)
    content = (
      <LoadFailure
        what={t('referrals.loadFailed')}
        error={referrals.error}
        onRetry={() => void referrals.refetch()}
      />
    );
  else {
    const { available, availableFrom, rewardRupees } = referrals.data;
    content = (
      <Stage>
        <Content inert={!available}>
          <ReferralsContent referrals={referrals.data} />
        </Content>
        {!available && (
          <Overlay>
            <OverlayCard role="note" aria-labelledby="referrals-soon-title">
              <h2 id="referrals-soon-title">{t('referrals.soonTitle')}</h2>
              <p>{availabilityText(availableFrom, t, language)}</p>
              <p>{t('referrals.reward', { amount: formatRupeeAmount(rewardRupees, language) })}</p>
            </OverlayCard>
          </Overlay>
        )}
      </Stage>
    );
  }

  return (
    <DashboardPageFrame title={t('referrals.title')} lead={t('referrals.lead')}>
      {content}
    </DashboardPageFrame>
  );
}
