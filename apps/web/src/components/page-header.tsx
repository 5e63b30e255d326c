import type { ReactNode } from 'react';
import { styled } from '@mui/material/styles';

/**
 * The centred column of a page. Only the side padding is set here, so pages built on it can add their own
 * top and bottom padding at any breakpoint.
 */
export const PageInner = styled('div')(({ theme }) => ({
  maxWidth: 1240,
  margin: '0 auto',
  paddingLeft: theme.spacing(2),
  paddingRight: theme.spacing(2),
  [theme.breakpoints.up('sm')]: { paddingLeft: theme.spacing(3), paddingRight: theme.spacing(3) },
}));

const Band = styled('div')(({ theme }) => ({
  padding: theme.spacing(3.5, 0, 3),
  background:
    'radial-gradient(circle at 85% 0%, #d7e8f7 0, transparent 45%), linear-gradient(180deg, #eef5fc 0%, #f6f9fc 100%)',
  [theme.breakpoints.up('md')]: { padding: theme.spacing(6, 0, 5) },
}));

const Title = styled('h1')(({ theme }) => ({ ...theme.typography.h1, margin: 0 }));

const Lead = styled('p')(({ theme }) => ({
  maxWidth: '44rem',
  margin: theme.spacing(1.5, 0, 0),
  color: theme.palette.text.secondary,
  fontSize: '1.0625rem',
  lineHeight: 1.6,
}));

/** The page's h1 and a one-line introduction on the soft band the home hero uses. */
export function PageHeader({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <Band>
      <PageInner>
        <Title>{title}</Title>
        {children && <Lead>{children}</Lead>}
      </PageInner>
    </Band>
  );
}
