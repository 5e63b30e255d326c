import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Avatar from '@mui/material/Avatar';
import ButtonBase from '@mui/material/ButtonBase';
import { styled } from '@mui/material/styles';
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
  const { t } = useTranslation('common');
  const { on: dataSaver } = useDataSaver();
  const [asked, setAsked] = useState(false);
  const waiting = dataSaver && !asked && picture !== null;
  const avatar = (
    <Root aria-hidden>
      <Avatar
        src={picture && !waiting ? resizedPicture(picture, 96) : undefined}
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
  if (!waiting || !tapToShow) return avatar;
  return (
    <ButtonBase
      onClick={() => setAsked(true)}
      aria-label={t('dataSaver.showPicture')}
      title={t('dataSaver.showPicture')}
      sx={{ borderRadius: '50%', flexShrink: 0 }}
    >
      {avatar}
    </ButtonBase>
  );
}
