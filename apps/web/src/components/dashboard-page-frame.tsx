import type { ReactNode } from 'react';
import Container from '@mui/material/Container';
import { styled } from '@mui/material/styles';
import { usePageHead } from '../lib/page-head.ts';

const Title = styled('h1')(({ theme }) => ({
  ...theme.typography.h1,
  margin: theme.spacing(0, 0, 1),
  fontSize: 'clamp(1.75rem, 1.4rem + 1.4vw, 2.25rem)',
}));

const Lead = styled('p')(({ theme }) => ({
  maxWidth: '62ch',
  margin: theme.spacing(0, 0, 3),
  color: theme.palette.text.secondary,
}));

interface DashboardPageFrameProps {
  title: string;
  /** One sentence under the title saying what the page is for. */
  lead: string;
  children: ReactNode;
}

/** The column, title and lead sentence of a mentor or admin dashboard page. */
export function DashboardPageFrame({ title, lead, children }: DashboardPageFrameProps) {
  usePageHead({ title });
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 4 } }}>
      <Title>{title}</Title>
      <Lead>{lead}</Lead>
      {children}
    </Container>
  );
}
