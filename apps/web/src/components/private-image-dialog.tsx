import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { styled } from '@mui/material/styles';
import { useErrorText } from '../i18n/error-text.ts';
import { usePrivateImage } from '../lib/api/get-private-image.ts';

const Picture = styled('img')({
  display: 'block',
  maxWidth: '100%',
  maxHeight: '70vh',
  margin: '0 auto',
  borderRadius: 8,
});

const Waiting = styled('p')(({ theme }) => ({
  margin: 0,
  padding: theme.spacing(6, 0),
  color: theme.palette.text.secondary,
  textAlign: 'center',
}));

/** An image blob shown through an object URL, released when the image changes or leaves. */
function BlobImage({ blob, alt }: { blob: Blob; alt: string }) {
  const imageRef = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const url = URL.createObjectURL(blob);
    if (imageRef.current) imageRef.current.src = url;
    return () => URL.revokeObjectURL(url);
  }, [blob]);
  return <Picture ref={imageRef} alt={alt} />;
}

/** A private image fetched with the token: the picture, a wait line, or why it could not be loaded. */
export function PrivateImage({ address, alt }: { address: string; alt: string }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const image = usePrivateImage(address);
  if (image.data) return <BlobImage blob={image.data} alt={alt} />;
  if (image.isError) return <Alert severity="error">{errorText(image.error)}</Alert>;
  return <Waiting role="status">{t('loading.image')}</Waiting>;
}

/** A private image to show: where the API serves it, and what it is (the dialog's title). */
export interface ImageToShow {
  address: string;
  title: string;
}

interface PrivateImageDialogProps {
  /** The image shown; the dialog is open while there is one. */
  image: ImageToShow | null;
  onClose: () => void;
}

/**
 * A private image: the proof of a completed session or of a payout, a mentor's score card or college ID.
 * Private files (product rules §14) are fetched with the token and shown here rather than opened by a
 * plain link, which could not carry the token (and a new tab could be blocked as a pop-up).
 */
export function PrivateImageDialog({ image, onClose }: PrivateImageDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  // The picture stays while the dialog fades out.
  const [shown, setShown] = useState(image);
  if (image && image !== shown) setShown(image);
  return (
    <Dialog
      open={image !== null}
      onClose={onClose}
      aria-labelledby={titleId}
      maxWidth="md"
      slotProps={{ transition: { onExited: () => setShown(null) } }}
    >
      <DialogTitle id={titleId}>{shown?.title}</DialogTitle>
      <DialogContent>{shown && <PrivateImage address={shown.address} alt={shown.title} />}</DialogContent>
      <DialogActions>
        <Button onClick={onClose} variant="contained">
          {t('actions.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
