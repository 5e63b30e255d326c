import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

interface ErrorDialogProps {
  open: boolean;
  /** What kind of answer this is, when "Error" would mislead (an application under review is no error). */
  title?: string;
  message?: string;
  onClose: () => void;
}

/** The generic error dialog of the spec's error catalogue (part 1 §8). */
export function ErrorDialog({ open, title, message, onClose }: ErrorDialogProps) {
  const { t } = useTranslation(['common', 'errors']);
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby="error-dialog-title"
      aria-describedby="error-dialog-text"
    >
      <DialogTitle id="error-dialog-title">{title ?? t('errorDialog.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="error-dialog-text">{message || t('errors:unexpected')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} variant="contained" autoFocus>
          {t('actions.dismiss')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
