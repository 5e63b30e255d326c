import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../i18n/error-text.ts';

interface LoadFailureProps {
  /** What could not be loaded, as a sentence: "Your notifications could not be loaded." */
  what: string;
  error: Error | null;
  onRetry: () => void;
}

/** A read that failed, with the server's reason and a way to try again. */
export function LoadFailure({ what, error, onRetry }: LoadFailureProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {t('actions.tryAgain')}
        </Button>
      }
    >
      {error ? `${what} ${errorText(error)}` : what}
    </Alert>
  );
}
