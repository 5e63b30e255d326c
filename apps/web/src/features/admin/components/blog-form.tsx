import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { BLOG_TITLE_MAX_LENGTH, blogFieldsSchema, type Blog } from '@neetmentor/contract';
import { ImagePicker } from '../../../components/image-picker.tsx';
import { LazyRichTextEditor } from '../../../components/lazy-rich-text-editor.tsx';
import { useForm } from '../../../lib/use-form.ts';
import { useAddBlog } from '../api/add-blog.ts';
import { pictureProblem } from '../picture-problem.ts';

interface BlogFormProps {
  onPublished: (blog: Blog) => void;
  onCancel: () => void;
}

/** Add Blogs: a title, a cover picture and the text, formatted in the rich-text editor. */
export function BlogForm({ onPublished, onCancel }: BlogFormProps) {
  const form = useForm({ title: '', content: '' });
  const [image, setImage] = useState<File | null>(null);
  const [imageError, setImageError] = useState<string | undefined>(undefined);
  const [failure, setFailure] = useState<string | null>(null);
  const add = useAddBlog();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailure(null);
    setImageError(undefined);
    const checked = form.validate(blogFieldsSchema);
    if (!checked) return;
    add.mutate(
      { title: checked.title, content: checked.content, image },
      {
        onSuccess: onPublished,
        onError: (error) => {
          const pictureMessage = pictureProblem(error);
          setImageError(pictureMessage);
          if (!form.showErrors(error) && !pictureMessage) setFailure(error.message);
        },
      },
    );
  }

  return (
    <form onSubmit={submit} noValidate aria-label="Add a blog">
      <Stack spacing={2.5}>
        <TextField
          {...form.field('title')}
          label="Title"
          required
          fullWidth
          slotProps={{ htmlInput: { maxLength: BLOG_TITLE_MAX_LENGTH } }}
        />
        <ImagePicker
          label="Cover image"
          file={image}
          onChange={(file) => {
            setImageError(undefined);
            setImage(file);
          }}
          error={imageError}
        />
        <LazyRichTextEditor
          label="Content"
          hint="Headings, bold, italics, lists, quotes and links are kept; anything else is removed on saving."
          onChange={(content) => form.setValues((values) => ({ ...values, content }))}
          error={form.errors.content}
        />
        {failure && <Alert severity="error">{failure}</Alert>}
        <Stack direction="row" spacing={1.5} sx={{ justifyContent: 'flex-end' }}>
          <Button onClick={onCancel} disabled={add.isPending}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={add.isPending}>
            {add.isPending ? 'Publishing…' : 'Publish blog'}
          </Button>
        </Stack>
      </Stack>
    </form>
  );
}
