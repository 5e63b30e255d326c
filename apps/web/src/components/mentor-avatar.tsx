import { styled } from '@mui/material/styles';

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

/** The mentor's photo, or their initials on a tinted circle when there is none. Sized by the caller's styles. */
export function MentorAvatar({ name, initials, picture, size, className, eager = false }: MentorAvatarProps) {
  if (!picture)
    return (
      <Initials className={className} role="img" aria-label={name}>
        {initials.toUpperCase()}
      </Initials>
    );
  return (
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
  );
}
