import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { styled } from '@mui/material/styles';
import { formatRupeeAmount, type CatalogPackage, type UpdatePackageRequest } from '@neetmentor/contract';
import { LazyRichTextEditor } from '../../../components/lazy-rich-text-editor.tsx';
import { RichText } from '../../../components/rich-text.tsx';
import { useForm } from '../../../lib/use-form.ts';
import { useTimedMessage } from '../../../lib/use-timed-message.ts';
import { useUpdatePackage } from '../api/update-package.ts';

const Card = styled('article')(({ theme }) => ({
  display: 'grid',
  gap: theme.spacing(2),
  padding: theme.spacing(2.5, 2),
  background: theme.palette.background.paper,
  border: `1px solid ${theme.palette.divider}`,
  borderRadius: 16,
  [theme.breakpoints.up('sm')]: { padding: theme.spacing(3) },
  '& h2': { margin: 0, fontSize: '1.125rem', fontWeight: 800 },
}));

const Amounts = styled('div')(({ theme }) => ({
  display: 'grid',
  gap: theme.spacing(2),
  [theme.breakpoints.up('sm')]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
}));

const Description = styled('div')(({ theme }) => ({
  padding: theme.spacing(1.5, 2),
  border: `1px solid ${theme.palette.divider}`,
  borderRadius: theme.shape.borderRadius,
  background: '#f8fafc',
}));

const Actions = styled('div')(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  gap: theme.spacing(1.5),
  marginTop: theme.spacing(2),
}));

const DescriptionBlock = styled('div')(({ theme }) => ({ marginTop: theme.spacing(2) }));

const Summary = styled('p')(({ theme }) => ({
  margin: 0,
  color: theme.palette.text.secondary,
  fontSize: '0.875rem',
}));

type AmountField = 'packagePrice' | 'realPackagePrice' | 'mentorEarning';

const LABELS: Record<AmountField, string> = {
  packagePrice: 'Price',
  realPackagePrice: 'Real price',
  mentorEarning: 'Mentor earning',
};

const HINTS: Record<AmountField, string> = {
  packagePrice: '0 makes it free.',
  realPackagePrice: 'Shown struck through.',
  mentorEarning: 'Per completed session.',
};

function valuesOf(item: CatalogPackage) {
  return {
    packagePrice: String(item.packagePrice),
    realPackagePrice: String(item.realPackagePrice),
    mentorEarning: String(item.mentorEarning),
  };
}

/** Whole rupees from 0, or the reason the typed value is not. */
function readRupees(text: string, label: string): number | string {
  const trimmed = text.trim();
  return /^\d{1,7}$/.test(trimmed) ? Number(trimmed) : `${label} is a whole number of rupees, 0 or more.`;
}

interface PackageEditorProps {
  item: CatalogPackage;
}

/** One catalog package: its price, real price, earning and description, saved together. */
export function PackageEditor({ item }: PackageEditorProps) {
  const form = useForm(() => valuesOf(item));
  const [description, setDescription] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const saved = useTimedMessage();
  const update = useUpdatePackage();
  const titleId = `package-${item._id}`;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailure(null);
    saved.clear();
    const errors: Partial<Record<AmountField, string>> = {};
    const change: UpdatePackageRequest = { packageId: item._id };
    for (const field of Object.keys(LABELS) as AmountField[]) {
      const value = readRupees(form.values[field], LABELS[field]);
      if (typeof value === 'string') errors[field] = value;
      else if (value !== item[field]) change[field] = value;
    }
    const price = change.packagePrice ?? item.packagePrice;
    const realPrice = change.realPackagePrice ?? item.realPackagePrice;
    if (!errors.packagePrice && !errors.realPackagePrice && realPrice < price)
      errors.realPackagePrice = 'The real price cannot be below the price.';
    const earning = change.mentorEarning ?? item.mentorEarning;
    // A paid session never pays the mentor more than the student paid (the free intro call may).
    if (!errors.packagePrice && !errors.mentorEarning && price > 0 && earning > price)
      errors.mentorEarning = 'The earning must be at most the price.';
    form.setErrors(errors);
    if (Object.keys(errors).length > 0) return;
    if (description !== null) {
      if (!description) {
        setFailure('The description is required.');
        return;
      }
      change.packageDescription = description;
    }
    if (Object.keys(change).length === 1) {
      setFailure('Nothing to save: change a price, the earning or the description first.');
      return;
    }
    update.mutate(change, {
      onSuccess: ({ package: updated, mentorsNotified }) => {
        form.reset(valuesOf(updated));
        setDescription(null);
        const told =
          mentorsNotified === 0
            ? 'No mentor needed telling.'
            : `${mentorsNotified} ${mentorsNotified === 1 ? 'mentor' : 'mentors'} of ${updated.category} e-mailed.`;
        saved.show(`Saved. ${told}`, 'success');
      },
      onError: (error) => {
        if (!form.showErrors(error)) setFailure(error.message);
      },
    });
  }

  return (
    <Card aria-labelledby={titleId}>
      <h2 id={titleId}>{item.packageName}</h2>
      <form onSubmit={submit} noValidate aria-labelledby={titleId}>
        <Amounts>
          {(Object.keys(LABELS) as AmountField[]).map((field) => (
            <TextField
              key={field}
              {...form.field(field)}
              label={LABELS[field]}
              fullWidth
              helperText={form.errors[field] ?? HINTS[field]}
              slotProps={{
                htmlInput: { inputMode: 'numeric' },
                input: { startAdornment: <InputAdornment position="start">₹</InputAdornment> },
              }}
            />
          ))}
        </Amounts>
        <DescriptionBlock>
          {description === null ? (
            <Description>
              <RichText html={item.packageDescription} />
            </Description>
          ) : (
            <LazyRichTextEditor
              label={`Description of ${item.packageName}`}
              initialHtml={item.packageDescription}
              onChange={setDescription}
            />
          )}
        </DescriptionBlock>
        {failure && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {failure}
          </Alert>
        )}
        {saved.message && (
          <Alert severity="success" role="status" sx={{ mt: 2 }}>
            {saved.message.text}
          </Alert>
        )}
        <Actions>
          <Button type="submit" variant="contained" disabled={update.isPending}>
            {update.isPending ? 'Saving…' : 'Save'}
          </Button>
          {description === null ? (
            <Button variant="outlined" onClick={() => setDescription(item.packageDescription)}>
              Edit description
            </Button>
          ) : (
            <Button onClick={() => setDescription(null)}>Keep the description</Button>
          )}
        </Actions>
      </form>
      <Summary>
        {`Students pay ${item.packagePrice === 0 ? 'nothing' : formatRupeeAmount(item.packagePrice)}; the mentor earns ${formatRupeeAmount(item.mentorEarning)}.`}
      </Summary>
    </Card>
  );
}
