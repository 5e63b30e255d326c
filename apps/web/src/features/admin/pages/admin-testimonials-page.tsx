import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { styled } from '@mui/material/styles';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { TESTIMONIAL_MAX_LENGTH, testimonialFieldsSchema, type Testimonial } from '@neetmentor/contract';
import { ActionNotice, type Notice } from '../../../components/action-notice.tsx';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { DashboardPageFrame } from '../../../components/dashboard-page-frame.tsx';
import { FormTextField } from '../../../components/form-text-field.tsx';
import { ImagePicker } from '../../../components/image-picker.tsx';
import { LoadFailure } from '../../../components/load-failure.tsx';
import { PageLoading } from '../../../components/page-loading.tsx';
import { VisuallyHidden } from '../../../components/visually-hidden.tsx';
import { useErrorText } from '../../../i18n/error-text.ts';
import { setServerErrors } from '../../../lib/field-errors.ts';
import { useDialogTarget } from '../../../lib/use-dialog-target.ts';
import { useAddTestimonial } from '../api/add-testimonial.ts';
import { useDeleteTestimonial } from '../api/delete-testimonial.ts';
import { useAdminTestimonials } from '../api/get-admin-testimonials.ts';

function testimonialFormSchema(t: TFunction<'admin'>) {
  return testimonialFieldsSchema.pick({ name: true, message: true }).extend({
    image: z
      .instanceof(File)
      .nullable()
      .refine((file) => file !== null, t('testimonials.form.pictureRequired')),
  });
}

const Layout = styled('div')(({ theme }) => ({
  display: 'grid',
  gap: theme.spacing(3),
  alignItems: 'start',
  [theme.breakpoints.up('lg')]: { gridTemplateColumns: '380px minmax(0, 1fr)' },
}));

const Card = styled('section')(({ theme }) => ({
  padding: theme.spacing(2.5, 2),
  background: theme.palette.background.paper,
  border: `1px solid ${theme.palette.divider}`,
  borderRadius: 16,
  [theme.breakpoints.up('sm')]: { padding: theme.spacing(3) },
  '& h2': { margin: theme.spacing(0, 0, 2), fontSize: '1.125rem', fontWeight: 800 },
}));

const Grid = styled('ul')(({ theme }) => ({
  display: 'grid',
  gap: theme.spacing(2),
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 240px), 1fr))',
  margin: 0,
  padding: 0,
  listStyle: 'none',
}));

const Quote = styled('li')(({ theme }) => ({
  display: 'grid',
  alignContent: 'start',
  gap: theme.spacing(1.5),
  padding: theme.spacing(2),
  border: `1px solid ${theme.palette.divider}`,
  borderRadius: 12,
  '& blockquote': { margin: 0, whiteSpace: 'pre-line', overflowWrap: 'anywhere' },
}));

const Person = styled('div')({
  display: 'flex',
  alignItems: 'center',
  gap: 12,
  fontWeight: 700,
  minWidth: 0,
});

const Empty = styled('p')(({ theme }) => ({ margin: 0, color: theme.palette.text.secondary }));

function TestimonialForm({ onAdded }: { onAdded: (name: string) => void }) {
  const { t } = useTranslation('admin');
  const errorText = useErrorText();
  const schema = useMemo(() => testimonialFormSchema(t), [t]);
  const form = useForm({
    resolver: zodResolver(schema),
    defaultValues: { name: '', message: '', image: null },
  });
  const { errors, isSubmitting } = form.formState;
  const add = useAddTestimonial();

  const submit = form.handleSubmit((testimonial) =>
    add.mutate(testimonial, {
      onSuccess: ({ name }) => {
        form.reset();
        onAdded(name);
      },
      onError: (error) => {
        if (setServerErrors(form, error, 'image').marked === 0)
          form.setError('root', { message: errorText(error) });
      },
    }),
  );

  // The text fields are controlled, unlike registered inputs: MUI would keep their labels raised over the
  // fields emptied after a testimonial is added.
  return (
    <form onSubmit={submit} noValidate aria-label={t('testimonials.form.label')}>
      <Stack spacing={2.5}>
        <FormTextField
          control={form.control}
          name="name"
          label={t('testimonials.form.name')}
          required
          fullWidth
        />
        <FormTextField
          control={form.control}
          name="message"
          label={t('testimonials.form.message')}
          required
          multiline
          minRows={4}
          fullWidth
          slotProps={{ htmlInput: { maxLength: TESTIMONIAL_MAX_LENGTH } }}
        />
        <Controller
          control={form.control}
          name="image"
          render={({ field, fieldState }) => (
            <ImagePicker
              label={t('testimonials.form.picture')}
              shape="circle"
              file={field.value}
              onChange={field.onChange}
              error={fieldState.error?.message}
            />
          )}
        />
        {errors.root && <Alert severity="error">{errors.root.message}</Alert>}
        <Button
          type="submit"
          variant="contained"
          disabled={isSubmitting || add.isPending}
          sx={{ alignSelf: 'flex-start' }}
        >
          {add.isPending ? t('testimonials.form.adding') : t('testimonials.add')}
        </Button>
      </Stack>
    </form>
  );
}

/** /admin-dashboard/testimonial: add a testimonial (with a picture) and the grid the home page shows. */
export function AdminTestimonialsPage() {
  const { t } = useTranslation('admin');
  const errorText = useErrorText();
  const testimonials = useAdminTestimonials();
  const remove = useDeleteTestimonial();
  const dialog = useDialogTarget<Testimonial>();
  const [notice, setNotice] = useState<Notice | null>(null);

  function confirmRemoval(testimonial: Testimonial) {
    setNotice(null);
    remove.mutate(testimonial._id, {
      onSuccess: () =>
        setNotice({ severity: 'success', text: t('testimonials.deleted', { name: testimonial.name }) }),
      onError: (error) => setNotice({ severity: 'error', text: errorText(error) }),
      onSettled: dialog.close,
    });
  }

  let grid;
  if (testimonials.isPending) grid = <PageLoading />;
  else if (testimonials.isError)
    grid = (
      <LoadFailure
        what={t('testimonials.loadFailed')}
        error={testimonials.error}
        onRetry={() => void testimonials.refetch()}
      />
    );
  else if (testimonials.data.length === 0) grid = <Empty>{t('testimonials.empty')}</Empty>;
  else
    grid = (
      <Grid>
        {testimonials.data.map((testimonial) => (
          <Quote key={testimonial._id}>
            <Person>
              <Avatar src={testimonial.image ?? undefined} alt="" sx={{ width: 48, height: 48 }} />
              <span>{testimonial.name}</span>
            </Person>
            <blockquote>{testimonial.testimonial}</blockquote>
            <Button
              size="small"
              color="error"
              disabled={remove.isPending}
              onClick={() => dialog.show(testimonial)}
              sx={{ justifySelf: 'start' }}
            >
              {t('testimonials.delete')}{' '}
              <VisuallyHidden>{t('testimonials.deleteTarget', { name: testimonial.name })}</VisuallyHidden>
            </Button>
          </Quote>
        ))}
      </Grid>
    );

  return (
    <DashboardPageFrame title={t('testimonials.title')} lead={t('testimonials.lead')}>
      <ActionNotice notice={notice} onClose={() => setNotice(null)} />
      <Layout>
        <Card aria-labelledby="add-testimonial-title">
          <h2 id="add-testimonial-title">{t('testimonials.add')}</h2>
          <TestimonialForm
            onAdded={(name) =>
              setNotice({
                severity: 'success',
                text: t('testimonials.added', { name }),
              })
            }
          />
        </Card>
        <Card aria-labelledby="testimonials-title">
          <h2 id="testimonials-title">{t('testimonials.onHomePage')}</h2>
          {grid}
        </Card>
      </Layout>
      <ConfirmDialog
        open={dialog.open}
        title={t('testimonials.dialog.title')}
        text={dialog.target ? t('testimonials.dialog.text', { name: dialog.target.name }) : ''}
        confirmLabel={t('testimonials.delete')}
        pending={remove.isPending}
        onConfirm={() => dialog.target && confirmRemoval(dialog.target)}
        onCancel={dialog.close}
      />
    </DashboardPageFrame>
  );
}
