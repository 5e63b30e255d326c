import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { styled } from '@mui/material/styles';
import {
  formatIstDateTime,
  SESSION_PROBLEM_MAX_LENGTH,
  SESSION_PROBLEM_MIN_LENGTH,
  type StudentSession,
} from '@neetmentor/contract';
import { useConfirmSession, useReportSessionProblem } from '../api/session-check.ts';

const Box = styled('section')(({ theme }) => ({
  display: 'grid',
  gap: theme.spacing(1.25),
  padding: theme.spacing(2),
  border: `1px solid ${theme.palette.divider}`,
  borderRadius: 12,
  background: theme.palette.background.default,
  '& p': { margin: 0, color: theme.palette.text.secondary, fontSize: '0.875rem', lineHeight: 1.5 },
  // The question is not a heading: the details sit inside a table row, under the page's own headings.
  '& p.question': { color: theme.palette.text.primary, fontSize: '1rem', fontWeight: 800 },
}));

const Buttons = styled('div')(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  gap: theme.spacing(1.5),
}));

/**
 * After the mentor completes a free session, the student is asked whether it took place: the mentor is
 * paid for it once they say yes, or once the time passes without a reported problem.
 */
export function SessionCheck({ session }: { session: StudentSession }) {
  const check = session.sessionCheck;
  const headingId = useId();
  const confirm = useConfirmSession();
  const [reporting, setReporting] = useState(false);
  if (!check || check.state === 'closed') return null;
  if (check.state === 'confirmed') {
    return <Alert severity="success">You confirmed this session took place. Thank you.</Alert>;
  }
  if (check.state === 'reported') {
    return (
      <Alert severity="info">You reported a problem with this session. Our team is looking into it.</Alert>
    );
  }
  return (
    <Box aria-labelledby={headingId}>
      <p id={headingId} className="question">
        Did this session take place?
      </p>
      <p>
        {`Your answer tells us the mentor earned their pay. If you do not answer by ${formatIstDateTime(check.answerBy)}, we take it that it did.`}
      </p>
      {confirm.isError && <Alert severity="error">{confirm.error.message}</Alert>}
      <Buttons>
        <Button variant="contained" disabled={confirm.isPending} onClick={() => confirm.mutate(session._id)}>
          Yes, it did
        </Button>
        <Button variant="outlined" color="error" onClick={() => setReporting(true)}>
          Report a problem
        </Button>
      </Buttons>
      <ReportProblemDialog session={session} open={reporting} onClose={() => setReporting(false)} />
    </Box>
  );
}

interface ReportProblemDialogProps {
  session: StudentSession;
  open: boolean;
  onClose: () => void;
}

/** A short reason for our team; the mentor is not paid for the session until it has been looked at. */
function ReportProblemDialog({ session, open, onClose }: ReportProblemDialogProps) {
  const titleId = useId();
  const report = useReportSessionProblem();
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const trimmed = reason.trim();
  const fieldError =
    trimmed.length < SESSION_PROBLEM_MIN_LENGTH
      ? `Please tell us what went wrong in at least ${SESSION_PROBLEM_MIN_LENGTH} characters.`
      : undefined;
  const submit = () => {
    setTouched(true);
    if (fieldError) return;
    report.mutate({ requestId: session._id, reason: trimmed }, { onSuccess: onClose });
  };
  return (
    <Dialog
      open={open}
      onClose={report.isPending ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
    >
      <DialogTitle id={titleId}>Report a problem</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        <DialogContentText>
          {`What went wrong with your ${session.package.packageName}? Our team reads every report and may contact you.`}
        </DialogContentText>
        {report.isError && <Alert severity="error">{report.error.message}</Alert>}
        <TextField
          label="What happened"
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          onBlur={() => setTouched(true)}
          multiline
          minRows={3}
          required
          error={touched && Boolean(fieldError)}
          helperText={touched && fieldError ? fieldError : 'For example: the mentor never joined the call.'}
          slotProps={{ htmlInput: { maxLength: SESSION_PROBLEM_MAX_LENGTH } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={report.isPending}>
          Cancel
        </Button>
        <Button variant="contained" color="error" onClick={submit} disabled={report.isPending}>
          Send report
        </Button>
      </DialogActions>
    </Dialog>
  );
}
