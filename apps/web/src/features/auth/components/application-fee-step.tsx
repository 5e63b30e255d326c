import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { formatRupeeAmount, ROUTES } from '@neetmentor/contract';
import { useLanguage } from '../../../i18n/language.ts';
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
  const { t } = useTranslation('auth');
  const language = useLanguage();
  const navigate = useNavigate();

  function goOn(state: SignupSuccessState) {
    navigate(ROUTES.mentorSignupSuccess, { replace: true, state });
  }

  return (
    <AuthCard>
      <StepHeading>{t('fee.stepHeading')}</StepHeading>
      <AuthLead>
        {t('fee.stepLead', { hasName: firstName ? 'yes' : 'no', firstName: firstName ?? '' })}
      </AuthLead>
      <FeeSummary amount={amount} />
      <FeePayment
        label={t('fee.pay', { amount: formatRupeeAmount(amount, language) })}
        onPaid={(feePaid) => goOn({ feePaid })}
        onDismissed={() => goOn({ feeDue: amount })}
      />
    </AuthCard>
  );
}
