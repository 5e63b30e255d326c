import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import Alert from '@mui/material/Alert';
import { isSessionEndedState } from '../../../lib/signed-in.ts';

export const SESSION_ENDED_MESSAGE = 'Your session has ended. Please log in again.';

/** Tells someone sent here from an account page why they have to sign in again. */
export function SessionEndedNotice() {
  const { t } = useTranslation('auth');
  const location = useLocation();
  if (!isSessionEndedState(location.state)) return null;
  return (
    <Alert severity="info" sx={{ mb: 2 }}>
      {t('sessionEnded')}
    </Alert>
  );
}
