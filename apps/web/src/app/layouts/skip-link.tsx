import { styled } from '@mui/material/styles';

/** Lets keyboard users jump past the navigation; visible only while focused. */
export const SkipLink = styled('a')(({ theme }) => ({
  position: 'absolute',
  top: 8,
  left: 8,
  zIndex: theme.zIndex.tooltip,
  padding: theme.spacing(1.25, 2),
  borderRadius: 8,
  background: theme.palette.primary.main,
  color: theme.palette.primary.contrastText,
  fontWeight: 700,
  textDecoration: 'none',
  transform: 'translateY(-200%)',
  '&:focus': { transform: 'none' },
}));
