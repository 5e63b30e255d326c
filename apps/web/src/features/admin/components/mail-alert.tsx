import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { formatIstDateTime, type MailHealth } from '@neetmentor/contract';
import { useMailHealth } from '../api/get-mail-health.ts';

const emails = (count: number) => (count === 1 ? '1 e-mail' : `${count} e-mails`);

function FailedMailAlert({ health }: { health: MailHealth }) {
  return (
    <Alert severity="error" sx={{ mb: 2 }}>
      <AlertTitle>{`${emails(health.failed)} could not be delivered in the last 7 days`}</AlertTitle>
      Each was retried for 3 days and then given up. Check the mail server (SMTP_URL) and the server log; the
      people below did not get their message.
      <ul>
        {health.recentFailures.map((mail) => (
          <li key={`${mail.to}-${mail.failedAt}`}>
            {`${mail.to}: “${mail.subject}”, given up ${formatIstDateTime(mail.failedAt)}`}
            {mail.lastError ? ` (${mail.lastError})` : ''}
          </li>
        ))}
      </ul>
    </Alert>
  );
}

function DelayedMailAlert({ health }: { health: MailHealth }) {
  const since = health.oldestWaitingSince ? ` since ${formatIstDateTime(health.oldestWaitingSince)}` : '';
  return (
    <Alert severity="warning" sx={{ mb: 2 }}>
      <AlertTitle>{`${emails(health.waiting)} waiting to be sent${since}`}</AlertTitle>
      The mail server has been failing for over an hour. Mail is retried for 3 days before it is given up.
      {health.latestError ? ` Latest error: ${health.latestError}` : ''}
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
