import { styled } from '@mui/material/styles';
import { SaverImage } from './saver-image.tsx';

const avatarStyles = {
  display: 'block',
  flexShrink: 0,
  borderRadius: '50%',
  border: '4px solid #ffffff',
  boxShadow: '0 4px 12px rgba(20, 33, 61, 0.15)',
  background: '#e8f1fa',
} as const;

const Photo = styled('img')({ ...avatarStyles, objectFit: 'cover' });

const Initials = styled('span')(({ theme }) => ({
  ...avatarStyles,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  color: theme.palette.primary.dark,
  fontWeight: 800,
}));

interface MentorAvatarProps {
  name: string;
  initials: string;
  picture: { src: string; srcSet?: string; sizes?: string } | null;
  /** Intrinsic size for the width/height attributes, so the layout is reserved before the picture loads. */
  size: number;
  className?: string;
  eager?: boolean;
}

// The placeholder of a photo in data-saver mode: the initials' circle, as a button that shows the photo.
const PhotoPlaceholder = styled(SaverImage)(({ theme }) => ({
  ...avatarStyles,
  display: 'inline-flex',
  borderRadius: '50%',
  padding: 0,
  color: theme.palette.primary.dark,
  fontWeight: 800,
}));

/**
 * The mentor's photo, or their initials on a tinted circle when there is none. Sized by the caller's styles.
 * In data-saver mode the photo waits for a tap, its initials standing in for it.
 */
export function MentorAvatar({ name, initials, picture, size, className, eager = false }: MentorAvatarProps) {
  if (!picture)
    return (
      <Initials className={className} role="img" aria-label={name}>
        {initials.toUpperCase()}
      </Initials>
    );
  return (
    <PhotoPlaceholder
      className={className}
      alt={name}
      compact
      placeholder={<span aria-hidden="true">{initials.toUpperCase()}</span>}
      image={
        <Photo
          className={className}
          {...picture}
          alt={name}
          width={size}
          height={size}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          fetchPriority={eager ? 'high' : undefined}
        />
      }
    />
  );
}
