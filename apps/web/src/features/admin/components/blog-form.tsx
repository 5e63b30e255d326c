import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { BLOG_TITLE_MAX_LENGTH, blogFieldsSchema, type Blog } from '@neetmentor/contract';
import { ImagePicker } from '../../../components/image-picker.tsx';
import { LazyRichTextEditor } from '../../../components/lazy-rich-text-editor.tsx';
import { useErrorText } from '../../../i18n/error-text.ts';
import { useValidationText } from '../../../i18n/validation-text.ts';
import { setServerErrors } from '../../../lib/field-errors.ts';
import { useAddBlog } from '../api/add-blog.ts';

const blogFormSchema = blogFieldsSchema
  .pick({ title: true, content: true })
  .extend({ image: z.instanceof(File).nullable() });

interface BlogFormProps {
  onPublished: (blog: Blog) => void;
  onCancel: () => void;
}

/** Add Blogs: a title, a cover picture and the text, formatted in the rich-text editor. */
export function BlogForm({ onPublished, onCancel }: BlogFormProps) {
  const { t } = useTranslation('admin');
  const errorText = useErrorText();
  const validationText = useValidationText();
  const form = useForm({
    resolver: zodResolver(blogFormSchema),
    defaultValues: { title: '', content: '', image: null },
  });
  const { errors, isSubmitting } = form.formState;
  const add = useAddBlog();
  const { ref: titleRef, ...title } = form.register('title');

  const submit = form.handleSubmit((blog) =>
    add.mutate(blog, {
      onSuccess: onPublished,
      onError: (error) => {
        if (setServerErrors(form, error, 'image').marked === 0)
          form.setError('root', { message: errorText(error) });
      },
    }),
  );

  const busy = isSubmitting || add.isPending;
  return (
    <form onSubmit={submit} noValidate aria-label={t('blogs.form.label')}>
      <Stack spacing={2.5}>
        <TextField
          {...title}
          inputRef={titleRef}
          label={t('blogs.form.title')}
          required
          fullWidth
          error={Boolean(errors.title)}
          helperText={errors.title?.message ? validationText(errors.title.message) : undefined}
          slotProps={{ htmlInput: { maxLength: BLOG_TITLE_MAX_LENGTH } }}
        />
        <Controller
          control={form.control}
          name="image"
          render={({ field, fieldState }) => (
            <ImagePicker
              label={t('blogs.form.cover')}
              file={field.value}
              onChange={field.onChange}
              error={fieldState.error?.message}
            />
          )}
        />
        <Controller
          control={form.control}
          name="content"
          render={({ field, fieldState }) => (
            <LazyRichTextEditor
              label={t('blogs.form.content')}
              hint={t('blogs.form.contentHint')}
              onChange={field.onChange}
              error={fieldState.error?.message ? validationText(fieldState.error.message) : undefined}
            />
          )}
        />
        {errors.root && <Alert severity="error">{errors.root.message}</Alert>}
        <Stack direction="row" spacing={1.5} sx={{ justifyContent: 'flex-end' }}>
          <Button onClick={onCancel} disabled={busy}>
            {t('shared.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {add.isPending ? t('blogs.form.publishing') : t('blogs.form.publish')}
          </Button>
        </Stack>
      </Stack>
    </form>
  );
}
