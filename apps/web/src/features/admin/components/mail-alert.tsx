import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { useTranslation } from 'react-i18next';
import { formatIstDateTime, type MailHealth } from '@neetmentor/contract';
import { useLanguage } from '../../../i18n/language.ts';
import { useMailHealth } from '../api/get-mail-health.ts';

function FailedMailAlert({ health }: { health: MailHealth }) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  return (
    <Alert severity="error" sx={{ mb: 2 }}>
      <AlertTitle>{t('mailAlert.failedTitle', { count: health.failed })}</AlertTitle>
      {t('mailAlert.failedText')}
      <ul>
        {health.recentFailures.map((mail) => (
          <li key={`${mail.to}-${mail.failedAt}`}>
            {t('mailAlert.failure', {
              to: mail.to,
              subject: mail.subject,
              when: formatIstDateTime(mail.failedAt, language),
            })}
            {mail.lastError ? ` (${mail.lastError})` : ''}
          </li>
        ))}
      </ul>
    </Alert>
  );
}

function DelayedMailAlert({ health }: { health: MailHealth }) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  return (
    <Alert severity="warning" sx={{ mb: 2 }}>
      <AlertTitle>
        {health.oldestWaitingSince
          ? t('mailAlert.waitingSince', {
              count: health.waiting,
              since: formatIstDateTime(health.oldestWaitingSince, language),
            })
          : t('mailAlert.waiting', { count: health.waiting })}
      </AlertTitle>
      {t('mailAlert.delayedText')}
      {health.latestError ? ` ${t('mailAlert.latestError', { error: health.latestError })}` : ''}
    </Alert>
  );
}

/**
 * The dashboard's mail alert: shown only when mail is late (the oldest waiting over an hour) or was given
 * up on, so an SMTP outage is never silent. Nothing shows while loading or if the check itself fails.
 */
export function MailAlert() {
  const { data: health } = useMailHealth();
  if (!health) return null;
  return (
    <>
      {health.failed > 0 && <FailedMailAlert health={health} />}
      {health.delayed && <DelayedMailAlert health={health} />}
    </>
  );
}
