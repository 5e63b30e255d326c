import { styled } from '@mui/material/styles';

/** A white card section of the mentor profile. */
export const Panel = styled('section')(({ theme }) => ({
  padding: theme.spacing(2.5),
  borderRadius: 20,
  background: theme.palette.background.paper,
  border: `1px solid ${theme.palette.divider}`,
  boxShadow: '0 6px 20px rgba(20, 33, 61, 0.07)',
  [theme.breakpoints.up('sm')]: { padding: theme.spacing(3) },
}));

export const PanelTitle = styled('h2')(({ theme }) => ({
  margin: theme.spacing(0, 0, 2),
  color: theme.palette.text.primary,
  fontSize: '1.25rem',
  fontWeight: 800,
  lineHeight: 1.3,
}));
