import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { styled } from '@mui/material/styles';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { featureAdFieldsSchema, formatRupeeAmount, type AdminProfile } from '@neetmentor/contract';
import { DashboardPageFrame } from '../../../components/dashboard-page-frame.tsx';
import { ImagePicker } from '../../../components/image-picker.tsx';
import { LoadFailure } from '../../../components/load-failure.tsx';
import { PageLoading } from '../../../components/page-loading.tsx';
import { useErrorText } from '../../../i18n/error-text.ts';
import { useValidationText } from '../../../i18n/validation-text.ts';
import { useLanguage } from '../../../i18n/language.ts';
import { setServerErrors } from '../../../lib/field-errors.ts';
import { useSignedIn } from '../../../lib/signed-in.ts';
import { useTimedMessage } from '../../../lib/use-timed-message.ts';
import { useAdminDetails } from '../api/get-admin-details.ts';
import { useUpdateFeaturedAd } from '../api/update-featured-ad.ts';
import { ProgrammeDatesForm } from '../components/programme-dates-form.tsx';

const Layout = styled('div')(({ theme }) => ({
  display: 'grid',
  gap: theme.spacing(3),
  alignItems: 'start',
  [theme.breakpoints.up('lg')]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)' },
}));

const Card = styled('section')(({ theme }) => ({
  padding: theme.spacing(2.5, 2),
  background: theme.palette.background.paper,
  border: `1px solid ${theme.palette.divider}`,
  borderRadius: 16,
  [theme.breakpoints.up('sm')]: { padding: theme.spacing(3) },
  '& h2': { margin: theme.spacing(0, 0, 1.5), fontSize: '1.125rem', fontWeight: 800 },
  '& p': { margin: theme.spacing(0, 0, 1), color: theme.palette.text.secondary },
}));

const Ad = styled('img')({ display: 'block', width: '100%', height: 'auto', borderRadius: 12 });

const featuredAdFormSchema = featureAdFieldsSchema
  .pick({ amount: true })
  .extend({ image: z.instanceof(File).nullable() });

function FeaturedAdForm({ admin }: { admin: AdminProfile }) {
  const { t } = useTranslation('admin');
  const errorText = useErrorText();
  const validationText = useValidationText();
  // The schema reads a blank amount as unchanged, so it takes any input; the field holds text.
  const form = useForm<z.input<typeof featuredAdFormSchema>, unknown, z.output<typeof featuredAdFormSchema>>({
    resolver: zodResolver(featuredAdFormSchema),
    defaultValues: { amount: String(admin.verificationAmount), image: null },
  });
  const { errors, isSubmitting } = form.formState;
  const saved = useTimedMessage();
  const update = useUpdateFeaturedAd();

  const submit = form.handleSubmit(({ amount, image }) => {
    saved.clear();
    const changedAmount = amount === admin.verificationAmount ? undefined : amount;
    if (changedAmount === undefined && !image) {
      form.setError('root', { message: t('featuredAd.nothingChanged') });
      return;
    }
    update.mutate(
      { amount: changedAmount, image },
      {
        onSuccess: (result) => {
          form.reset({ amount: String(result.verificationAmount), image: null });
          saved.show(t('featuredAd.saved'), 'success');
        },
        onError: (error) => {
          if (setServerErrors(form, error, 'image').marked === 0)
            form.setError('root', { message: errorText(error) });
        },
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate aria-label={t('featuredAd.formLabel')}>
      <Stack spacing={2.5}>
        <Controller
          control={form.control}
          name="image"
          render={({ field, fieldState }) => (
            <ImagePicker
              label={t('featuredAd.image')}
              file={field.value}
              onChange={field.onChange}
              error={fieldState.error?.message}
            />
          )}
        />
        <Controller
          control={form.control}
          name="amount"
          // Controlled, unlike a registered input: MUI would not see the saved amount the form puts back.
          render={({ field: { ref, ...field }, fieldState }) => (
            <TextField
              {...field}
              inputRef={ref}
              label={t('featuredAd.amount')}
              fullWidth
              error={fieldState.invalid}
              helperText={
                fieldState.error?.message
                  ? validationText(fieldState.error.message)
                  : t('featuredAd.amountHelp')
              }
              slotProps={{
                htmlInput: { inputMode: 'numeric' },
                input: { startAdornment: <InputAdornment position="start">₹</InputAdornment> },
              }}
            />
          )}
        />
        {errors.root && <Alert severity="error">{errors.root.message}</Alert>}
        {saved.message && (
          <Alert severity="success" role="status">
            {saved.message.text}
          </Alert>
        )}
        <Button
          type="submit"
          variant="contained"
          disabled={isSubmitting || update.isPending}
          sx={{ alignSelf: 'flex-start' }}
        >
          {update.isPending ? t('featuredAd.saving') : t('featuredAd.save')}
        </Button>
      </Stack>
    </form>
  );
}

/**
 * /admin-dashboard/featured-ad: the ad on the mentor profiles, the mentor verification amount, and the
 * programme dates (the end of the fee waiver, the opening of mentor referrals).
 */
export function FeaturedAdPage() {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const { id } = useSignedIn();
  const details = useAdminDetails(id);

  let content;
  if (details.isPending) content = <PageLoading />;
  else if (details.isError)
    content = (
      <LoadFailure
        what={t('featuredAd.loadFailed')}
        error={details.error}
        onRetry={() => void details.refetch()}
      />
    );
  else
    content = (
      <Layout>
        <Card aria-labelledby="current-ad-title">
          <h2 id="current-ad-title">{t('featuredAd.current')}</h2>
          <p>
            {t('featuredAd.currentAmount', {
              amount: formatRupeeAmount(details.data.verificationAmount, language),
            })}
          </p>
          {details.data.featuredAd ? (
            <Ad src={details.data.featuredAd} alt={t('featuredAd.adAlt')} />
          ) : (
            <p>{t('featuredAd.noImage')}</p>
          )}
        </Card>
        <Card aria-labelledby="change-ad-title">
          <h2 id="change-ad-title">{t('featuredAd.change')}</h2>
          <FeaturedAdForm admin={details.data} />
        </Card>
        <Card aria-labelledby="programme-dates-title">
          <h2 id="programme-dates-title">{t('programmeDates.title')}</h2>
          <ProgrammeDatesForm dates={details.data.programmeDates} />
        </Card>
      </Layout>
    );

  return (
    <DashboardPageFrame title={t('featuredAd.title')} lead={t('featuredAd.lead')}>
      {content}
    </DashboardPageFrame>
  );
}
