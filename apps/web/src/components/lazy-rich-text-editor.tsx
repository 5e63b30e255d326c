import { lazy, Suspense, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { styled } from '@mui/material/styles';

// The editor engine is the heaviest part of the admin area: it is fetched only when a form shows it.
const RichTextEditor = lazy(() =>
  import('./rich-text-editor.tsx').then((m) => ({ default: m.RichTextEditor })),
);

const Waiting = styled('p')(({ theme }) => ({
  display: 'grid',
  placeItems: 'center',
  minHeight: 240,
  margin: 0,
  border: `1px dashed ${theme.palette.divider}`,
  borderRadius: theme.shape.borderRadius,
  color: theme.palette.text.secondary,
}));

/** The rich-text editor, with a placeholder of its size while its code arrives. */
export function LazyRichTextEditor(props: ComponentProps<typeof RichTextEditor>) {
  const { t } = useTranslation();
  return (
    <Suspense fallback={<Waiting role="status">{t('loading.editor', { label: props.label })}</Waiting>}>
      <RichTextEditor {...props} />
    </Suspense>
  );
}
