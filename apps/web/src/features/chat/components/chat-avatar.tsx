import Avatar from '@mui/material/Avatar';
import { styled } from '@mui/material/styles';
import { SaverImage } from '../../../components/saver-image.tsx';
import { useDataSaver } from '../../../lib/data-saver.tsx';
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

// The initials in data-saver mode, as the button that shows the picture: the circle itself, nothing around it.
const RoundPlaceholder = styled(SaverImage)({
  flexShrink: 0,
  minWidth: 0,
  minHeight: 0,
  padding: 0,
  borderRadius: '50%',
  background: 'transparent',
});

interface ChatAvatarProps {
  firstName: string;
  lastName: string;
  picture: string | null;
  online: boolean;
  size?: number;
  /**
   * In data-saver mode the picture waits for a tap on the initials (where the avatar is no part of a
   * link); elsewhere in that mode the initials stay.
   */
  tapToShow?: boolean;
}

/**
 * A conversation partner's picture (or initials) with a dot while they are online; decorative. In
 * data-saver mode no picture is fetched until asked for.
 */
export function ChatAvatar({
  firstName,
  lastName,
  picture,
  online,
  size = 44,
  tapToShow = false,
}: ChatAvatarProps) {
  const { on: dataSaver } = useDataSaver();
  const face = (src: string | undefined) => (
    <Root aria-hidden>
      <Avatar
        src={src}
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
  if (!picture) return face(undefined);
  const photo = face(resizedPicture(picture, 96));
  // A button cannot sit inside the conversation's link: there the initials simply stay.
  if (!tapToShow) return dataSaver ? face(undefined) : photo;
  return <RoundPlaceholder image={photo} placeholder={face(undefined)} alt="" compact />;
}
