import Avatar from '@mui/material/Avatar';
import { styled } from '@mui/material/styles';
import { visuallyHiddenStyles } from './visually-hidden.tsx';

interface AccountBadgeProps {
  /** Empty while the details load. */
  name: string;
  picture: string | null | undefined;
}

const Root = styled('div')({ display: 'flex', alignItems: 'center', gap: 10, minWidth: 0 });

const Name = styled('span')(({ theme }) => ({
  ...visuallyHiddenStyles,
  [theme.breakpoints.up('sm')]: {
    position: 'static',
    width: 'auto',
    height: 'auto',
    margin: 0,
    clip: 'auto',
    maxWidth: 200,
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    fontWeight: 700,
  },
}));

/** The signed-in user's picture, with the name beside it where there is room (screen readers always get the name). */
export function AccountBadge({ name, picture }: AccountBadgeProps) {
  const initial = name.trim().charAt(0).toUpperCase();
  return (
    <Root>
      <Avatar
        src={picture ?? undefined}
        alt=""
        aria-hidden="true"
        sx={{ width: 40, height: 40, bgcolor: 'primary.main' }}
      >
        {initial}
      </Avatar>
      <Name>{name}</Name>
    </Root>
  );
}
