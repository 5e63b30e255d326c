import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { styled } from '@mui/material/styles';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import {
  formatRupeeAmount,
  updatePackageRequestSchema,
  type CatalogPackage,
  type UpdatePackageRequest,
} from '@neetmentor/contract';
import { LazyRichTextEditor } from '../../../components/lazy-rich-text-editor.tsx';
import { RichText } from '../../../components/rich-text.tsx';
import { VisuallyHidden } from '../../../components/visually-hidden.tsx';
import { setServerErrors } from '../../../lib/field-errors.ts';
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

const NOTHING_CHANGED = 'Nothing to save: change a price, the earning or the description first.';

const request = updatePackageRequestSchema.shape;

/** A typed amount: whole rupees from 0, within the request's limits. */
function rupees(field: AmountField) {
  return z
    .string()
    .trim()
    .regex(/^\d{1,7}$/, `${LABELS[field]} is a whole number of rupees, 0 or more.`)
    .transform(Number)
    .pipe(request[field].unwrap());
}

/** The amounts as typed and the description while it is being edited (null when it is kept). */
const packageFormSchema = z
  .object({
    packagePrice: rupees('packagePrice'),
    realPackagePrice: rupees('realPackagePrice'),
    mentorEarning: rupees('mentorEarning'),
    packageDescription: request.packageDescription.nullable(),
  })
  .superRefine((amounts, context) => {
    const { packagePrice: price, realPackagePrice: realPrice, mentorEarning: earning } = amounts;
    if (realPrice < price)
      context.addIssue({
        code: 'custom',
        path: ['realPackagePrice'],
        message: 'The real price cannot be below the price.',
      });
    // A paid session never pays the mentor more than the student paid (the free intro call may).
    if (price > 0 && earning > price)
      context.addIssue({
        code: 'custom',
        path: ['mentorEarning'],
        message: 'The earning must be at most the price.',
      });
  });

function valuesOf(item: CatalogPackage) {
  return {
    packagePrice: String(item.packagePrice),
    realPackagePrice: String(item.realPackagePrice),
    mentorEarning: String(item.mentorEarning),
    packageDescription: null,
  };
}

interface PackageEditorProps {
  item: CatalogPackage;
}

/** One catalog package: its price, real price, earning and description, saved together. */
export function PackageEditor({ item }: PackageEditorProps) {
  const form = useForm({ resolver: zodResolver(packageFormSchema), defaultValues: valuesOf(item) });
  const { errors, isSubmitting } = form.formState;
  const saved = useTimedMessage();
  const update = useUpdatePackage();
  const titleId = `package-${item._id}`;
  const editingDescription = useWatch({ control: form.control, name: 'packageDescription' }) !== null;

  const submit = form.handleSubmit((values) => {
    saved.clear();
    const change: UpdatePackageRequest = { packageId: item._id };
    for (const field of Object.keys(LABELS) as AmountField[]) {
      if (values[field] !== item[field]) change[field] = values[field];
    }
    if (values.packageDescription !== null) change.packageDescription = values.packageDescription;
    if (Object.keys(change).length === 1) {
      form.setError('root', { message: NOTHING_CHANGED });
      return;
    }
    update.mutate(change, {
      onSuccess: ({ package: updated, mentorsNotified }) => {
        form.reset(valuesOf(updated));
        const told =
          mentorsNotified === 0
            ? 'No mentor needed telling.'
            : `${mentorsNotified} ${mentorsNotified === 1 ? 'mentor' : 'mentors'} of ${updated.category} e-mailed.`;
        saved.show(`Saved. ${told}`, 'success');
      },
      onError: (error) => {
        if (setServerErrors(form, error).marked === 0) form.setError('root', { message: error.message });
      },
    });
  });

  function amountField(field: AmountField) {
    const { ref, ...bound } = form.register(field);
    const error = errors[field]?.message;
    return (
      <TextField
        key={field}
        {...bound}
        inputRef={ref}
        label={LABELS[field]}
        fullWidth
        error={Boolean(error)}
        helperText={error ?? HINTS[field]}
        slotProps={{
          htmlInput: { inputMode: 'numeric' },
          input: { startAdornment: <InputAdornment position="start">₹</InputAdornment> },
        }}
      />
    );
  }

  return (
    <Card aria-labelledby={titleId}>
      <h2 id={titleId}>{item.packageName}</h2>
      <form onSubmit={submit} noValidate aria-labelledby={titleId}>
        <Amounts>{(Object.keys(LABELS) as AmountField[]).map(amountField)}</Amounts>
        <DescriptionBlock>
          {editingDescription ? (
            <Controller
              control={form.control}
              name="packageDescription"
              render={({ field, fieldState }) => (
                <LazyRichTextEditor
                  label={`Description of ${item.packageName}`}
                  initialHtml={item.packageDescription}
                  onChange={field.onChange}
                  error={fieldState.error?.message}
                />
              )}
            />
          ) : (
            <Description>
              <RichText html={item.packageDescription} />
            </Description>
          )}
        </DescriptionBlock>
        {errors.root && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {errors.root.message}
          </Alert>
        )}
        {saved.message && (
          <Alert severity="success" role="status" sx={{ mt: 2 }}>
            {saved.message.text}
          </Alert>
        )}
        <Actions>
          <Button type="submit" variant="contained" disabled={isSubmitting || update.isPending}>
            {update.isPending ? 'Saving…' : 'Save'} <VisuallyHidden>{item.packageName}</VisuallyHidden>
          </Button>
          {editingDescription ? (
            <Button onClick={() => form.resetField('packageDescription')}>
              Keep the description <VisuallyHidden>{`of ${item.packageName}`}</VisuallyHidden>
            </Button>
          ) : (
            <Button
              variant="outlined"
              onClick={() => form.setValue('packageDescription', item.packageDescription)}
            >
              Edit description <VisuallyHidden>{`of ${item.packageName}`}</VisuallyHidden>
            </Button>
          )}
        </Actions>
      </form>
      <Summary>
        {`Students pay ${item.packagePrice === 0 ? 'nothing' : formatRupeeAmount(item.packagePrice)}; the mentor earns ${formatRupeeAmount(item.mentorEarning)}.`}
      </Summary>
    </Card>
  );
}
