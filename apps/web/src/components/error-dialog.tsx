import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { DEFAULT_ERROR_MESSAGE } from '../lib/api-client.ts';

interface ErrorDialogProps {
  open: boolean;
  /** What kind of answer this is, when "Error" would mislead (an application under review is no error). */
  title?: string;
  message?: string;
  onClose: () => void;
}

/** The generic error dialog of the spec's error catalogue (part 1 §8). */
export function ErrorDialog({ open, title = 'Error', message, onClose }: ErrorDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby="error-dialog-title"
      aria-describedby="error-dialog-text"
    >
      <DialogTitle id="error-dialog-title">{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id="error-dialog-text">{message || DEFAULT_ERROR_MESSAGE}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} variant="contained" autoFocus>
          Dismiss
        </Button>
      </DialogActions>
    </Dialog>
  );
}
