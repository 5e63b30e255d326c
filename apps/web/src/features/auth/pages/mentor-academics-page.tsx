import { useEffect, useState, type FormEvent } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import { styled } from '@mui/material/styles';
import {
  GENDERS,
  mentorAcademicsFieldsSchema,
  NEET_ATTEMPTS,
  neetExamYears,
  YEARS_OF_EDUCATION,
  type MentorApplicationResult,
  type MentorSignupRequest,
  ROUTES,
} from '@neetmentor/contract';
import { ErrorDialog } from '../../../components/error-dialog.tsx';
import { ImagePicker } from '../../../components/image-picker.tsx';
import { NativeSelect } from '../../../components/native-select.tsx';
import { registerField, TextField } from '../../../components/text-field.tsx';
import { useErrorText } from '../../../i18n/error-text.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useFeeFacts } from '../../../lib/application-fee.ts';
import { setServerErrors, toFieldErrors } from '../../../lib/field-errors.ts';
import { usePageHead } from '../../../lib/page-head.ts';
import { createMentorAccount } from '../api/create-mentor-account.ts';
import {
  fillAcademicDetails,
  reapplyWithAcademicDetails,
  type AcademicDetails,
} from '../api/fill-academic-details.ts';
import { ApplicationFeeStep } from '../components/application-fee-step.tsx';
import { AuthCard, AuthLead, StepHeading } from '../components/auth-card.tsx';
import { EmailCodeDialog } from '../components/email-code-dialog.tsx';
import { MENTOR_TAB_STATE } from '../components/role-tabs.tsx';
import { isReapplying } from '../reapply-state.ts';
import { clearMentorDraft, readMentorDraft } from '../mentor-application-draft.ts';

export const FILL_ALL_MESSAGE = 'Please fill all the details';

const EMPTY: AcademicDetails = {
  neetScore: '',
  neetExamYear: '',
  yearOfEducation: '',
  institute: '',
  number: '',
  gender: '',
  neetAttempt: '',
};

// The server's check of the typed and chosen details: the pending id comes later, the documents and the
// agreement are checked as they are picked.
const academicsCheck = mentorAcademicsFieldsSchema.omit({ id: true, agreeVerificationStep: true });

const Subheading = styled('p')(({ theme }) => ({
  display: 'inline-block',
  margin: theme.spacing(0, 0, 1.5),
  padding: theme.spacing(0.5, 1.5),
  borderRadius: 999,
  background: theme.palette.secondary.light,
  color: theme.palette.secondary.dark,
  fontWeight: 700,
}));

const Fee = styled('p')(({ theme }) => ({ margin: theme.spacing(0, 0, 3), fontWeight: 600 }));

/** The fee as the public pages state it: the configured amount, and the waiver only while it runs. */
function FeeNotice() {
  const { t } = useTranslation('auth');
  const { amount, waiverEnd } = useFeeFacts();
  if (!amount) return null;
  return <Fee>{waiverEnd ? t('fee.noticeWaived', { waiverEnd, amount }) : t('fee.notice', { amount })}</Fee>;
}

type Files = { scoreCard: File | null; collegeId: File | null };

/**
 * The mentor application's academics page. A first application needs step one's details, kept in memory; a
 * rejected applicant sent here from the login page (which gave this browser its sign-up token) re-applies.
 */
export function MentorAcademicsPage() {
  const { t } = useTranslation('auth');
  usePageHead({ title: t('academics.pageTitle') });
  const [draft] = useState(readMentorDraft);
  const reapplying = isReapplying(useLocation().state);
  if (reapplying) return <AcademicsForm applicant={{ kind: 'reapplying' }} />;
  if (!draft) return <Navigate to={ROUTES.signup} replace state={MENTOR_TAB_STATE} />;
  return <AcademicsForm applicant={{ kind: 'new', draft }} />;
}

type Applicant = { kind: 'new'; draft: MentorSignupRequest } | { kind: 'reapplying' };

function AcademicsForm({ applicant }: { applicant: Applicant }) {
  const { t } = useTranslation('auth');
  const errorText = useErrorText();
  const navigate = useNavigate();
  const draft = applicant.kind === 'new' ? applicant.draft : null;
  const form = useForm<AcademicDetails>({
    // The fields' strings are sent as typed (trimmed): the schema, which takes anything (it coerces the
    // numbers), only checks them.
    resolver: zodResolver(academicsCheck, undefined, { raw: true }) as Resolver<AcademicDetails>,
    defaultValues: EMPTY,
    // A field is checked once left, and again at each keystroke after that: a message goes as soon as
    // the field is right.
    mode: 'onTouched',
    reValidateMode: 'onChange',
  });
  const [files, setFiles] = useState<Files>({ scoreCard: null, collegeId: null });
  const [agreed, setAgreed] = useState(false);
  /** The server's messages about the documents, by their upload names. */
  const [documentErrors, setDocumentErrors] = useState<Record<string, string>>({});
  const [errorMessage, setErrorMessage] = useState<string | null>(null);
  const [accountId, setAccountId] = useState<string | null>(null);
  const [verified, setVerified] = useState(false);
  const [codeOpen, setCodeOpen] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [done, setDone] = useState(false);
  /** The fee in rupees, once the details are saved and the fee is not waived. */
  const [feeDue, setFeeDue] = useState<number | null>(null);

  const values = useWatch({ control: form.control });
  const hasData =
    Object.values(values).some((value) => value?.trim()) ||
    files.scoreCard !== null ||
    files.collegeId !== null;

  // The spec warns before the page unloads: the files and fields would have to be entered again.
  useEffect(() => {
    if (!hasData || done) return undefined;
    function warn(event: BeforeUnloadEvent) {
      event.preventDefault();
    }
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [hasData, done]);

  // "Please fill all the details" goes as soon as nothing is left out.
  const missing =
    Object.values(values).some((value) => !value?.trim()) || !files.scoreCard || !files.collegeId || !agreed;
  const fillAllShown = form.formState.errors.root?.message === FILL_ALL_MESSAGE;
  useEffect(() => {
    if (fillAllShown && !missing) form.clearErrors('root');
  }, [fillAllShown, missing, form]);

  function chooseDocument(name: keyof Files, uploadName: string, file: File | null) {
    setFiles((current) => ({ ...current, [name]: file }));
    // The server's word on the earlier file does not apply to this one.
    setDocumentErrors(({ [uploadName]: _earlier, ...others }) => others);
  }

  async function upload(id: string | null, documents: { scoreCard: File; collegeId: File }) {
    let result: MentorApplicationResult;
    try {
      result =
        id === null
          ? await reapplyWithAcademicDetails(form.getValues(), documents)
          : await fillAcademicDetails(id, form.getValues(), documents);
    } catch (error) {
      setCodeOpen(false);
      if (error instanceof ApiError) {
        setServerErrors(form, error);
        setDocumentErrors(toFieldErrors(error.fieldErrors));
      }
      setErrorMessage(errorText(error));
      return;
    }
    setDone(true);
    clearMentorDraft();
    if (result.feeDue) {
      setCodeOpen(false);
      setFeeDue(result.amount);
      return;
    }
    navigate(ROUTES.mentorSignupSuccess, { replace: true });
  }

  async function send(documents: { scoreCard: File; collegeId: File }) {
    setDocumentErrors({});
    setSubmitting(true);
    try {
      // A rejected applicant's account exists and is verified: only the upload is left.
      if (!draft) {
        await upload(null, documents);
        return;
      }
      // A verified applicant whose upload failed only retries the upload.
      if (accountId && verified) {
        await upload(accountId, documents);
        return;
      }
      setAccountId(await createMentorAccount(draft));
      setCodeOpen(true);
    } catch (error) {
      setErrorMessage(errorText(error));
    } finally {
      setSubmitting(false);
    }
  }

  /** Anything left out is the spec's one message; then the formats, under their fields. */
  function submit(event: FormEvent<HTMLFormElement>) {
    const { scoreCard, collegeId } = files;
    if (missing || !scoreCard || !collegeId) {
      event.preventDefault();
      form.clearErrors();
      form.setError('root', { message: FILL_ALL_MESSAGE });
      return;
    }
    void form.handleSubmit(() => send({ scoreCard, collegeId }))(event);
  }

  function field(name: keyof AcademicDetails) {
    return { ...registerField(form, name), fullWidth: true, required: true };
  }

  if (feeDue !== null) return <ApplicationFeeStep firstName={draft?.firstName} amount={feeDue} />;

  // The button says what is happening from the moment it is pressed, checks included.
  const busy = form.formState.isSubmitting || submitting;
  let busyLabel = t('academics.sending');
  if (draft && !accountId) busyLabel = t('academics.creating');

  return (
    <AuthCard>
      <StepHeading>{draft ? t('academics.heading') : t('academics.reapplyHeading')}</StepHeading>
      <Subheading>{t('academics.onlyMbbs')}</Subheading>
      <AuthLead>
        {draft ? t('academics.lead', { firstName: draft.firstName }) : t('academics.reapplyLead')}
      </AuthLead>
      <FeeNotice />
      <form onSubmit={submit} noValidate>
        <Stack spacing={2.5}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2.5}>
            <TextField
              label={t('academics.neetScore')}
              {...field('neetScore')}
              slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 3 } }}
            />
            <NativeSelect
              label={t('academics.neetExamYear')}
              options={neetExamYears(new Date())}
              {...field('neetExamYear')}
            />
          </Stack>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2.5}>
            <NativeSelect
              label={t('academics.yearOfEducation')}
              options={YEARS_OF_EDUCATION}
              {...field('yearOfEducation')}
            />
            <NativeSelect
              label={t('academics.neetAttempts')}
              options={NEET_ATTEMPTS}
              {...field('neetAttempt')}
            />
          </Stack>
          <TextField label={t('academics.institute')} {...field('institute')} />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2.5}>
            <TextField
              label={t('academics.number')}
              type="tel"
              {...field('number')}
              slotProps={{ htmlInput: { autoComplete: 'tel', inputMode: 'tel' } }}
            />
            <NativeSelect label={t('academics.gender')} options={GENDERS} {...field('gender')} />
          </Stack>
          <ImagePicker
            label={t('academics.scoreCard')}
            file={files.scoreCard}
            onChange={(file) => chooseDocument('scoreCard', 'scoreCard', file)}
            error={documentErrors.scoreCard}
          />
          <ImagePicker
            label={t('academics.collegeId')}
            file={files.collegeId}
            onChange={(file) => chooseDocument('collegeId', 'studentId', file)}
            error={documentErrors.studentId}
          />
          <FormControlLabel
            control={<Checkbox checked={agreed} onChange={(event) => setAgreed(event.target.checked)} />}
            label={t('academics.agree')}
            sx={{ alignItems: 'flex-start', '& .MuiCheckbox-root': { mt: -0.75 } }}
          />
          {form.formState.errors.root && (
            <Alert severity="error" role="alert">
              {fillAllShown ? t('academics.fillAll') : form.formState.errors.root.message}
            </Alert>
          )}
          <Button
            type="submit"
            variant="contained"
            size="large"
            fullWidth
            disabled={!agreed || busy}
            aria-busy={busy || undefined}
          >
            {busy ? busyLabel : t('academics.submit')}
          </Button>
        </Stack>
      </form>
      {accountId && draft && (
        <EmailCodeDialog
          open={codeOpen}
          role="Mentor"
          accountId={accountId}
          email={draft.email}
          onVerified={async () => {
            setVerified(true);
            const { scoreCard, collegeId } = files;
            if (scoreCard && collegeId) await upload(accountId, { scoreCard, collegeId });
          }}
          onCancelled={() => {
            setDone(true);
            navigate(ROUTES.signup, { replace: true, state: MENTOR_TAB_STATE });
          }}
        />
      )}
      <ErrorDialog
        open={errorMessage !== null}
        message={errorMessage ?? undefined}
        onClose={() => setErrorMessage(null)}
      />
    </AuthCard>
  );
}
