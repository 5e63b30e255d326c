import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { styled } from '@mui/material/styles';
import { DeleteIcon, PhotoIcon } from './account-icons.tsx';
import { SaverImage } from './saver-image.tsx';
import { visuallyHiddenStyles } from './visually-hidden.tsx';

/** The server takes JPEG, PNG or WebP up to 5 MB (product rules §14); checking first saves a slow upload. */
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
/** The refusals name the picker ("College ID must be…"), so a form with several says which one is wrong. */
export const imageTypeMessage = (label: string) => `${label} must be a JPEG, PNG or WebP image.`;
export const imageSizeMessage = (label: string) =>
  `${label} is larger than 5 MB. Please choose a smaller image.`;

type ImageProblem = 'imageType' | 'imageSize';

function imageProblem(file: File): ImageProblem | null {
  if (!IMAGE_TYPES.some((type) => type === file.type)) return 'imageType';
  if (file.size > MAX_IMAGE_BYTES) return 'imageSize';
  return null;
}

/** Why a file cannot be uploaded as the picker's image (in English), or null when it can. */
export function checkImageFile(file: File, label: string): string | null {
  const problem = imageProblem(file);
  if (problem === 'imageType') return imageTypeMessage(label);
  if (problem === 'imageSize') return imageSizeMessage(label);
  return null;
}

interface ImagePickerProps {
  label: string;
  file: File | null;
  onChange: (file: File | null) => void;
  /** The picture already saved, shown until another one is chosen. */
  currentUrl?: string | null;
  /** A message from the server about this file. */
  error?: string;
  shape?: 'rectangle' | 'circle';
}

const Root = styled('div')(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  gap: theme.spacing(2),
  padding: theme.spacing(1.5),
  border: `1px dashed ${theme.palette.divider}`,
  borderRadius: theme.shape.borderRadius,
  background: theme.palette.background.paper,
  '&[data-invalid="true"]': { borderColor: theme.palette.error.main },
}));

const Preview = styled('div')(({ theme }) => ({
  display: 'grid',
  placeItems: 'center',
  flexShrink: 0,
  width: 88,
  height: 88,
  overflow: 'hidden',
  borderRadius: 10,
  background: theme.palette.primary.light,
  color: theme.palette.primary.main,
  '&[data-shape="circle"]': { borderRadius: '50%' },
  '& img': { width: '100%', height: '100%', objectFit: 'cover' },
}));

const Details = styled('div')({ display: 'grid', gap: 6, minWidth: 0 });

const Label = styled('span')({ fontWeight: 700 });

const Hint = styled('span')(({ theme }) => ({
  color: theme.palette.text.secondary,
  fontSize: '0.8125rem',
  overflowWrap: 'anywhere',
}));

const ErrorText = styled('span')(({ theme }) => ({ color: theme.palette.error.main, fontSize: '0.875rem' }));

const Actions = styled('div')({ display: 'flex', flexWrap: 'wrap', gap: 8 });

const HiddenInput = styled('input')(visuallyHiddenStyles);

const actionStyles = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: 6,
  minHeight: 40,
  padding: '6px 14px',
  borderRadius: 999,
  font: 'inherit',
  fontSize: '0.875rem',
  fontWeight: 700,
  cursor: 'pointer',
} as const;

const ChooseLabel = styled('label')(({ theme }) => ({
  ...actionStyles,
  border: `2px solid ${theme.palette.primary.main}`,
  color: theme.palette.primary.main,
  '&:hover': { background: theme.palette.primary.light },
  'input:focus-visible + &': { outline: `3px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
}));

const RemoveButton = styled('button')(({ theme }) => ({
  ...actionStyles,
  border: `2px solid ${theme.palette.divider}`,
  background: 'none',
  color: theme.palette.text.primary,
  '&:hover': { background: '#f1f4f8' },
}));

/** Shows a chosen file without uploading it; the object URL is released when the file changes. */
function FilePreview({ file, alt }: { file: File; alt: string }) {
  const imageRef = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const url = URL.createObjectURL(file);
    if (imageRef.current) imageRef.current.src = url;
    return () => URL.revokeObjectURL(url);
  }, [file]);
  return <img ref={imageRef} alt={alt} />;
}

/** An image-only file picker with a preview, a remove button and the type and size checks. */
export function ImagePicker({
  label,
  file,
  onChange,
  currentUrl,
  error,
  shape = 'rectangle',
}: ImagePickerProps) {
  const { t } = useTranslation(['common', 'errors']);
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();
  const [localError, setLocalError] = useState<ImageProblem | null>(null);

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0];
    // Clearing the value lets the same file be chosen again after a removal.
    event.target.value = '';
    if (!chosen) return;
    const problem = imageProblem(chosen);
    setLocalError(problem);
    if (!problem) onChange(chosen);
  }

  function remove() {
    setLocalError(null);
    onChange(null);
  }

  const message = localError ? t(`errors:client.${localError}`, { label }) : error;
  let preview = <PhotoIcon size={36} />;
  if (file) preview = <FilePreview file={file} alt={t('imagePicker.preview', { label })} />;
  else if (currentUrl)
    preview = (
      <SaverImage
        image={<img src={currentUrl} alt={t('imagePicker.current', { label })} />}
        alt={t('imagePicker.current', { label })}
        placeholder={<PhotoIcon size={28} />}
        style={{ width: '100%', height: '100%' }}
        compact
      />
    );

  return (
    <Root data-invalid={Boolean(message)}>
      <Preview data-shape={shape}>{preview}</Preview>
      <Details>
        <Label id={`${inputId}-label`}>{label}</Label>
        <Hint id={hintId}>{file ? file.name : t('imagePicker.hint')}</Hint>
        {message && (
          <ErrorText id={errorId} role="alert">
            {message}
          </ErrorText>
        )}
        <Actions>
          <HiddenInput
            id={inputId}
            type="file"
            accept={IMAGE_TYPES.join(',')}
            aria-labelledby={`${inputId}-label`}
            aria-describedby={message ? `${hintId} ${errorId}` : hintId}
            aria-invalid={message ? true : undefined}
            onChange={choose}
          />
          <ChooseLabel htmlFor={inputId}>
            <PhotoIcon size={18} />
            {file || currentUrl ? t('imagePicker.change') : t('imagePicker.choose')}
          </ChooseLabel>
          {file && (
            <RemoveButton type="button" onClick={remove} aria-label={t('imagePicker.removeLabel', { label })}>
              <DeleteIcon size={18} />
              {t('imagePicker.remove')}
            </RemoveButton>
          )}
        </Actions>
      </Details>
    </Root>
  );
}
