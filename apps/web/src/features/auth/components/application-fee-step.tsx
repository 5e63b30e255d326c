import { useNavigate } from 'react-router';
import { formatRupeeAmount, ROUTES } from '@neetmentor/contract';
import type { SignupSuccessState } from '../signup-success-state.ts';
import { AuthCard, AuthLead, StepHeading } from './auth-card.tsx';
import { FeePayment } from './fee-payment.tsx';
import { FeeSummary } from './fee-summary.tsx';

interface ApplicationFeeStepProps {
  /** Unknown to a re-application, which starts from the login page. */
  firstName: string | undefined;
  /** Rupees. */
  amount: number;
}

/**
 * After the academic details, when the fee is not waived: pay it, and the application goes to review.
 * Closing the checkout leads to the success page, which keeps the way to pay (so does the login page).
 */
export function ApplicationFeeStep({ firstName, amount }: ApplicationFeeStepProps) {
  const navigate = useNavigate();

  function goOn(state: SignupSuccessState) {
    navigate(ROUTES.mentorSignupSuccess, { replace: true, state });
  }

  return (
    <AuthCard>
      <StepHeading>APPLICATION FEE</StepHeading>
      <AuthLead>
        {`Your details are saved${firstName ? `, ${firstName}` : ''}. One step left: your application goes to our team for review once the application fee is paid.`}
      </AuthLead>
      <FeeSummary amount={amount} />
      <FeePayment
        label={`Pay ${formatRupeeAmount(amount)}`}
        onPaid={(feePaid) => goOn({ feePaid })}
        onDismissed={() => goOn({ feeDue: amount })}
      />
    </AuthCard>
  );
}
