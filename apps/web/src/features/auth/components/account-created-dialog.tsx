import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { ROUTES } from '@neetmentor/contract';
import { CheckCircleIcon } from '../../../components/account-icons.tsx';

/** The last step of a student's sign-up: the account exists and is verified; next is logging in. */
export function AccountCreatedDialog({ open }: { open: boolean }) {
  const { t } = useTranslation('auth');
  const titleId = useId();
  return (
    <Dialog open={open} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <CheckCircleIcon size={28} color="#0f766e" />
        {t('accountCreated.title')}
      </DialogTitle>
      <DialogContent>
        <DialogContentText>{t('accountCreated.text')}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button component={Link} to={ROUTES.login} variant="contained" fullWidth size="large">
          {t('accountCreated.login')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
