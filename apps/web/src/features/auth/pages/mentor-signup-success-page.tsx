import { lazy, Suspense } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { styled } from '@mui/material/styles';
import { formatRupeeAmount, ROUTES } from '@neetmentor/contract';
import { CheckCircleIcon } from '../../../components/account-icons.tsx';
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
  const navigate = useNavigate();
  return (
    <AuthCard>
      <AuthHeading>Application Saved</AuthHeading>
      <AuthLead>
        Your details are saved. Your application goes to our team for review once the application fee is paid.
        Pay it now, or later: log in with your e-mail and password and the login page offers the payment.
      </AuthLead>
      <FeeSummary amount={amount} />
      <Suspense fallback={null}>
        <FeePayment
          label={`Pay ${formatRupeeAmount(amount)}`}
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
  usePageHead({ title: 'Application Submitted' });
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
      <AuthHeading>Application Submitted</AuthHeading>
      <AuthLead>
        Thank you! Your mentor application has been submitted and is under review. We will e-mail you as soon
        as it is approved.
      </AuthLead>
      <Subheading>What happens next</Subheading>
      <Steps>
        <li>Our team checks your NEET score card and college ID.</li>
        <li>We may invite you to a short soft-skills interview.</li>
        <li>Once approved, you get training and set up your mentor profile.</li>
        <li>Then log in with your e-mail and password and start mentoring.</li>
      </Steps>
      <Button component={Link} to={ROUTES.login} variant="contained" size="large" fullWidth>
        Login
      </Button>
    </AuthCard>
  );
}
