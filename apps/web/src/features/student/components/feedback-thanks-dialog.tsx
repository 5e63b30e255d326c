import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { paths, type StudentSession } from '@neetmentor/contract';
import { mentorName } from './session-columns.tsx';

/**
 * Shown when the mentor is already rated (spec part 1 §4). The spec's link to a detailed feedback form
 * leads to the mentor's profile instead: the written review is part of the rating dialog, and the profile
 * is where it is shown.
 */
export function FeedbackThanksDialog({ session, onClose }: { session: StudentSession; onClose: () => void }) {
  const { t } = useTranslation('student');
  const titleId = useId();
  const textId = useId();
  const { firstName } = session.mentor;
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} aria-describedby={textId}>
      <DialogTitle id={titleId}>{t('thanks.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>
          {t('thanks.text', { name: mentorName(session), firstName })}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button component={Link} to={paths.singleMentor(session.mentor._id)}>
          {t('thanks.seeProfile', { firstName })}
        </Button>
        <Button onClick={onClose} variant="contained" autoFocus>
          {t('actions.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
