import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { styled } from '@mui/material/styles';
import {
  formatIstDateTime,
  SESSION_PROBLEM_KINDS,
  SESSION_PROBLEM_MAX_LENGTH,
  SESSION_PROBLEM_MIN_LENGTH,
  type SessionProblemKind,
  type StudentSession,
} from '@neetmentor/contract';
import { useErrorText } from '../../../i18n/error-text.ts';
import { useLanguage } from '../../../i18n/language.ts';
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
 * paid for it once they say yes, or once the time passes without a reported problem. After a paid session
 * the student may report a problem within 48 hours; our team then decides, refunding them if it agrees.
 */
export function SessionCheck({ session }: { session: StudentSession }) {
  const { t } = useTranslation('student');
  const language = useLanguage();
  const errorText = useErrorText();
  const check = session.sessionCheck;
  const headingId = useId();
  const confirm = useConfirmSession();
  const [reporting, setReporting] = useState(false);
  if (!check) return null;
  if (check.state === 'closed') {
    return check.decision ? <Alert severity="info">{t(`check.decided.${check.decision}`)}</Alert> : null;
  }
  if (check.state === 'confirmed') {
    return <Alert severity="success">{t('check.confirmed')}</Alert>;
  }
  if (check.state === 'reported') {
    return <Alert severity="info">{t('check.reported')}</Alert>;
  }
  // A free session asks whether it took place; a paid one only offers to report a problem.
  const asked = check.state === 'asked';
  const answerBy = formatIstDateTime(check.answerBy, language);
  return (
    <Box aria-labelledby={headingId}>
      <p id={headingId} className="question">
        {t(asked ? 'check.question' : 'check.paidQuestion')}
      </p>
      <p>{t(asked ? 'check.explain' : 'check.paidExplain', { answerBy })}</p>
      {confirm.isError && <Alert severity="error">{errorText(confirm.error)}</Alert>}
      <Buttons>
        {asked && (
          <Button
            variant="contained"
            disabled={confirm.isPending}
            onClick={() => confirm.mutate(session._id)}
          >
            {t('check.yes')}
          </Button>
        )}
        <Button variant="outlined" color="error" onClick={() => setReporting(true)}>
          {t('check.report')}
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
  const { t } = useTranslation('student');
  const errorText = useErrorText();
  const titleId = useId();
  const report = useReportSessionProblem();
  const kindLabelId = useId();
  const [kind, setKind] = useState<SessionProblemKind | ''>('');
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const trimmed = reason.trim();
  const kindError = kind === '' ? t('check.chooseKind') : undefined;
  const fieldError =
    trimmed.length < SESSION_PROBLEM_MIN_LENGTH
      ? t('check.reasonTooShort', { min: SESSION_PROBLEM_MIN_LENGTH })
      : undefined;
  const submit = () => {
    setTouched(true);
    if (fieldError || kind === '') return;
    report.mutate({ requestId: session._id, kind, reason: trimmed }, { onSuccess: onClose });
  };
  return (
    <Dialog
      open={open}
      onClose={report.isPending ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
    >
      <DialogTitle id={titleId}>{t('check.report')}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        <DialogContentText>
          {t('check.reportIntro', { packageName: session.package.packageName })}
        </DialogContentText>
        {report.isError && <Alert severity="error">{errorText(report.error)}</Alert>}
        <FormControl error={touched && Boolean(kindError)} required>
          <FormLabel id={kindLabelId}>{t('check.kindLabel')}</FormLabel>
          <RadioGroup
            aria-labelledby={kindLabelId}
            value={kind}
            onChange={(event) => setKind(event.target.value as SessionProblemKind)}
          >
            {SESSION_PROBLEM_KINDS.map((option) => (
              <FormControlLabel
                key={option}
                value={option}
                control={<Radio />}
                label={t(`check.kinds.${option}`)}
              />
            ))}
          </RadioGroup>
          {touched && kindError && <FormHelperText>{kindError}</FormHelperText>}
        </FormControl>
        <TextField
          label={t('check.whatHappened')}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          onBlur={() => setTouched(true)}
          multiline
          minRows={3}
          required
          error={touched && Boolean(fieldError)}
          helperText={touched && fieldError ? fieldError : t('check.example')}
          slotProps={{ htmlInput: { maxLength: SESSION_PROBLEM_MAX_LENGTH } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={report.isPending}>
          {t('actions.cancel')}
        </Button>
        <Button variant="contained" color="error" onClick={submit} disabled={report.isPending}>
          {t('check.send')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
