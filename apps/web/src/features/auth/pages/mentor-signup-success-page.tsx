import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { styled } from '@mui/material/styles';
import { formatRupeeAmount, ROUTES } from '@neetmentor/contract';
import { CheckCircleIcon } from '../../../components/account-icons.tsx';
import { useLanguage } from '../../../i18n/language.ts';
import { usePageHead } from '../../../lib/page-head.ts';
import { AuthCard, AuthHeading, AuthLead } from '../components/auth-card.tsx';
import { FeeSummary } from '../components/fee-summary.tsx';
import { readSignupSuccessState, type SignupSuccessState } from '../signup-success-state.ts';

// The checkout loads only for an applicant who still owes the fee; the page itself is prerendered.
const FeePayment = lazy(() =>
  import('../components/fee-payment.tsx').then((m) => ({ default: m.FeePayment })),
);

const Steps = styled('ol')(({ theme }) => ({
  display: 'grid',
  gap: theme.spacing(1.5),
  margin: theme.spacing(0, 0, 3),
  paddingLeft: theme.spacing(2.5),
  '& li::marker': { color: theme.palette.primary.main, fontWeight: 800 },
}));

const Subheading = styled('h2')(({ theme }) => ({ margin: theme.spacing(0, 0, 1.5), fontSize: '1.0625rem' }));

/** The applicant closed the fee's checkout: the application waits for the fee, which can be paid here. */
function FeeDue({ amount }: { amount: number }) {
  const { t } = useTranslation('auth');
  const language = useLanguage();
  const navigate = useNavigate();
  return (
    <AuthCard>
      <AuthHeading>{t('success.savedHeading')}</AuthHeading>
      <AuthLead>{t('success.savedLead')}</AuthLead>
      <FeeSummary amount={amount} />
      <Suspense fallback={null}>
        <FeePayment
          label={t('fee.pay', { amount: formatRupeeAmount(amount, language) })}
          onPaid={(feePaid) => {
            const state: SignupSuccessState = { feePaid };
            navigate(ROUTES.mentorSignupSuccess, { replace: true, state });
          }}
        />
      </Suspense>
    </AuthCard>
  );
}

/**
 * After the academics upload (and the fee, when it is due): the application waits for an operator's
 * approval. An applicant who closed the fee's checkout arrives with the fee in the router state.
 */
export function MentorSignupSuccessPage() {
  const { t } = useTranslation('auth');
  usePageHead({ title: t('success.pageTitle') });
  const state = readSignupSuccessState(useLocation().state);
  if (state && 'feeDue' in state) return <FeeDue amount={state.feeDue} />;
  return (
    <AuthCard>
      {state && (
        <Alert severity="success" sx={{ mb: 2 }}>
          {state.feePaid}
        </Alert>
      )}
      <CheckCircleIcon size={56} color="#0f766e" />
      <AuthHeading>{t('success.heading')}</AuthHeading>
      <AuthLead>{t('success.lead')}</AuthLead>
      <Subheading>{t('success.nextHeading')}</Subheading>
      <Steps>
        <li>{t('success.step1')}</li>
        <li>{t('success.step2')}</li>
        <li>{t('success.step3')}</li>
        <li>{t('success.step4')}</li>
      </Steps>
      <Button component={Link} to={ROUTES.login} variant="contained" size="large" fullWidth>
        {t('success.login')}
      </Button>
    </AuthCard>
  );
}
