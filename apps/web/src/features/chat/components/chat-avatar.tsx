import Avatar from '@mui/material/Avatar';
import { styled } from '@mui/material/styles';
import { resizedPicture } from '../../../lib/picture-sources.ts';

const Root = styled('span')({ position: 'relative', display: 'inline-flex', flexShrink: 0 });

/** Green and ringed in white, so it reads on any picture; its meaning is said in text beside it. */
const OnlineDot = styled('span')({
  position: 'absolute',
  right: 0,
  bottom: 0,
  width: 12,
  height: 12,
  border: '2px solid #ffffff',
  borderRadius: '50%',
  background: '#15803d',
});

interface ChatAvatarProps {
  firstName: string;
  lastName: string;
  picture: string | null;
  online: boolean;
  size?: number;
}

/** A conversation partner's picture (or initials) with a dot while they are online; decorative. */
export function ChatAvatar({ firstName, lastName, picture, online, size = 44 }: ChatAvatarProps) {
  return (
    <Root aria-hidden>
      <Avatar
        src={picture ? resizedPicture(picture, 96) : undefined}
        alt=""
        sx={{
          width: size,
          height: size,
          bgcolor: 'primary.light',
          color: 'primary.dark',
          fontSize: size > 40 ? '1rem' : '0.8125rem',
          fontWeight: 800,
        }}
      >
        {`${firstName.charAt(0)}${lastName.charAt(0)}`.toUpperCase()}
      </Avatar>
      {online && <OnlineDot />}
    </Root>
  );
}
