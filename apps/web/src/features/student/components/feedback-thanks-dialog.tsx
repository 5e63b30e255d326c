import { useId } from 'react';
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
  const titleId = useId();
  const textId = useId();
  const { firstName } = session.mentor;
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} aria-describedby={textId}>
      <DialogTitle id={titleId}>Thank you for your feedback!</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>
          {`You have rated ${mentorName(session)}. Your rating, and your review if you wrote one, help other students choose; they appear on ${firstName}’s profile.`}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button component={Link} to={paths.singleMentor(session.mentor._id)}>
          {`See ${firstName}’s profile`}
        </Button>
        <Button onClick={onClose} variant="contained" autoFocus>
          Close
        </Button>
      </DialogActions>
    </Dialog>
  );
}
