import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';

interface LoadFailureProps {
  /** What could not be loaded, as a sentence: "Your notifications could not be loaded." */
  what: string;
  error: Error | null;
  onRetry: () => void;
}

/** A read that failed, with the server's reason and a way to try again. */
export function LoadFailure({ what, error, onRetry }: LoadFailureProps) {
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          Try again
        </Button>
      }
    >
      {error ? `${what} ${error.message}` : what}
    </Alert>
  );
}
