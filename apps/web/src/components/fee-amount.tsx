import { useTranslation } from 'react-i18next';
import { formatRupeeAmount } from '@neetmentor/contract';
import { useLanguage } from '../i18n/language.ts';
import { useApplicationFee } from '../lib/api/get-application-fee.ts';
import { useFeeWaiverEnd } from '../lib/application-fee.ts';

/**
 * " of ₹149": the admin-set application fee, for sentences that read well without it ("the fee is
 * non-refundable") while it loads or if it cannot be fetched, so the text never states a stale amount.
 */
export function FeeAmountSuffix() {
  const { t } = useTranslation();
  const language = useLanguage();
  const fee = useApplicationFee();
  return fee.isSuccess ? <>{t('fee.of', { amount: formatRupeeAmount(fee.data.amount, language) })}</> : null;
}

/**
 * " It is waived for applications submitted until 31 January 2027.", only while the waiver runs: a past
 * date would only confuse applicants.
 */
export function FeeWaiverSentence() {
  const { t } = useTranslation();
  const waiverEnd = useFeeWaiverEnd();
  return waiverEnd ? <>{t('fee.waived', { date: waiverEnd })}</> : null;
}
