import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

interface ResetLinkSentDialogProps {
  open: boolean;
  message: string | null;
  onClose: () => void;
}

/** The forgot-password screen's answer: the server's message that a link is on its way. */
export function ResetLinkSentDialog({ open, message, onClose }: ResetLinkSentDialogProps) {
  const { t } = useTranslation('auth');
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby="reset-sent-title"
      aria-describedby="reset-sent-text"
    >
      <DialogTitle id="reset-sent-title">{t('forgot.sentTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="reset-sent-text">{message}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} variant="contained" autoFocus>
          {t('forgot.ok')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
