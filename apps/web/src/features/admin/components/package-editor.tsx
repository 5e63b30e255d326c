import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { styled } from '@mui/material/styles';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
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
import { useErrorText } from '../../../i18n/error-text.ts';
import { useValidationText } from '../../../i18n/validation-text.ts';
import { useLanguage } from '../../../i18n/language.ts';
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

const AMOUNT_FIELDS: readonly AmountField[] = ['packagePrice', 'realPackagePrice', 'mentorEarning'];

const request = updatePackageRequestSchema.shape;

/** A typed amount: whole rupees from 0, within the request's limits. */
function rupees(field: AmountField, t: TFunction<'admin'>) {
  return z
    .string()
    .trim()
    .regex(/^\d{1,7}$/, t('packages.editor.wholeRupees', { field: t(`packages.editor.labels.${field}`) }))
    .transform(Number)
    .pipe(request[field].unwrap());
}

/** The amounts as typed and the description while it is being edited (null when it is kept). */
function packageFormSchema(t: TFunction<'admin'>) {
  return z
    .object({
      packagePrice: rupees('packagePrice', t),
      realPackagePrice: rupees('realPackagePrice', t),
      mentorEarning: rupees('mentorEarning', t),
      packageDescription: request.packageDescription.nullable(),
    })
    .superRefine((amounts, context) => {
      const { packagePrice: price, realPackagePrice: realPrice, mentorEarning: earning } = amounts;
      if (realPrice < price)
        context.addIssue({
          code: 'custom',
          path: ['realPackagePrice'],
          message: t('packages.editor.realBelowPrice'),
        });
      // A paid session never pays the mentor more than the student paid (the free intro call may).
      if (price > 0 && earning > price)
        context.addIssue({
          code: 'custom',
          path: ['mentorEarning'],
          message: t('packages.editor.earningAbovePrice'),
        });
    });
}

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
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const errorText = useErrorText();
  const validationText = useValidationText();
  const schema = useMemo(() => packageFormSchema(t), [t]);
  const form = useForm({ resolver: zodResolver(schema), defaultValues: valuesOf(item) });
  const { errors, isSubmitting } = form.formState;
  const saved = useTimedMessage();
  const update = useUpdatePackage();
  const titleId = `package-${item._id}`;
  const editingDescription = useWatch({ control: form.control, name: 'packageDescription' }) !== null;

  const submit = form.handleSubmit((values) => {
    saved.clear();
    const change: UpdatePackageRequest = { packageId: item._id };
    for (const field of AMOUNT_FIELDS) {
      if (values[field] !== item[field]) change[field] = values[field];
    }
    if (values.packageDescription !== null) change.packageDescription = values.packageDescription;
    if (Object.keys(change).length === 1) {
      form.setError('root', { message: t('packages.editor.nothingChanged') });
      return;
    }
    update.mutate(change, {
      onSuccess: ({ package: updated, mentorsNotified }) => {
        form.reset(valuesOf(updated));
        saved.show(
          mentorsNotified === 0
            ? t('packages.editor.savedNobody')
            : t('packages.editor.saved', { count: mentorsNotified, category: updated.category }),
          'success',
        );
      },
      onError: (error) => {
        if (setServerErrors(form, error).marked === 0) form.setError('root', { message: errorText(error) });
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
        label={t(`packages.editor.labels.${field}`)}
        fullWidth
        error={Boolean(error)}
        helperText={error ? validationText(error) : t(`packages.editor.hints.${field}`)}
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
        <Amounts>{AMOUNT_FIELDS.map(amountField)}</Amounts>
        <DescriptionBlock>
          {editingDescription ? (
            <Controller
              control={form.control}
              name="packageDescription"
              render={({ field, fieldState }) => (
                <LazyRichTextEditor
                  label={t('packages.editor.descriptionOf', { name: item.packageName })}
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
            {update.isPending ? t('packages.editor.saving') : t('packages.editor.save')}{' '}
            <VisuallyHidden>{item.packageName}</VisuallyHidden>
          </Button>
          {editingDescription ? (
            <Button onClick={() => form.resetField('packageDescription')}>
              {t('packages.editor.keepDescription')}{' '}
              <VisuallyHidden>{t('packages.editor.ofPackage', { name: item.packageName })}</VisuallyHidden>
            </Button>
          ) : (
            <Button
              variant="outlined"
              onClick={() => form.setValue('packageDescription', item.packageDescription)}
            >
              {t('packages.editor.editDescription')}{' '}
              <VisuallyHidden>{t('packages.editor.ofPackage', { name: item.packageName })}</VisuallyHidden>
            </Button>
          )}
        </Actions>
      </form>
      <Summary>
        {item.packagePrice === 0
          ? t('packages.editor.summaryFree', { earning: formatRupeeAmount(item.mentorEarning, language) })
          : t('packages.editor.summary', {
              price: formatRupeeAmount(item.packagePrice, language),
              earning: formatRupeeAmount(item.mentorEarning, language),
            })}
      </Summary>
    </Card>
  );
}
