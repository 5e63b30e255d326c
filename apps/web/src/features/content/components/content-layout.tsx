import { styled, type Theme } from '@mui/material/styles';
import { buttonStyles } from '../../../components/button-link.tsx';
import { PageInner } from '../../../components/page-header.tsx';

/** Room above and below a content page's body, under its header band. */
export const PageBody = styled(PageInner)(({ theme }) => ({
  paddingTop: theme.spacing(3),
  paddingBottom: theme.spacing(7),
  [theme.breakpoints.up('md')]: { paddingTop: theme.spacing(5), paddingBottom: theme.spacing(10) },
}));

const cardStyles = (theme: Theme) =>
  ({
    padding: theme.spacing(2.5),
    borderRadius: 20,
    background: theme.palette.background.paper,
    border: `1px solid ${theme.palette.divider}`,
    boxShadow: '0 6px 20px rgba(20, 33, 61, 0.07)',
    [theme.breakpoints.up('sm')]: { padding: theme.spacing(3.5) },
  }) as const;

export const Card = styled('div')(({ theme }) => cardStyles(theme));

export const FormCard = styled('form')(({ theme }) => cardStyles(theme));

export const CardTitle = styled('h2')(({ theme }) => ({
  margin: theme.spacing(0, 0, 2),
  fontSize: '1.375rem',
  fontWeight: 800,
  lineHeight: 1.3,
}));

export const SubmitButton = styled('button')(({ theme }) =>
  buttonStyles(theme, { size: 'large', fullWidth: true }),
);

/** A calm box for empty, missing and failed states. */
export const Notice = styled('div')(({ theme }) => ({
  maxWidth: 640,
  margin: theme.spacing(2, 'auto'),
  padding: theme.spacing(5, 3),
  borderRadius: 20,
  border: `1px dashed ${theme.palette.divider}`,
  background: theme.palette.background.paper,
  textAlign: 'center',
  '& h1, & h2': { margin: theme.spacing(0, 0, 1), fontSize: '1.5rem', fontWeight: 800, lineHeight: 1.3 },
  '& p': { margin: theme.spacing(0, 0, 2.5), color: theme.palette.text.secondary, lineHeight: 1.6 },
  '& > :last-child': { marginBottom: 0 },
}));

export const RetryButton = styled('button')(({ theme }) => buttonStyles(theme, { variant: 'outlined' }));

/**
 * Room for content on its way: the footer stays out of view instead of jumping down when the content
 * arrives, and the flex box keeps the loading bar's margin inside it.
 */
export const LoadingArea = styled('div')({
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'center',
  minHeight: '70vh',
});
