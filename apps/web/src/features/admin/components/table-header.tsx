import type { ReactNode } from 'react';
import { styled } from '@mui/material/styles';

const Root = styled('div')(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: theme.spacing(2),
  marginBottom: theme.spacing(2),
}));

const Title = styled('h2')(({ theme }) => ({
  margin: theme.spacing(1, 0, 0),
  fontSize: '1.375rem',
  fontWeight: 800,
}));

interface TableHeaderProps {
  /** A section's heading; pages whose h1 names the table leave it out. */
  title?: string;
  titleId?: string;
  /** The table's search, at the right on wide screens and under the title on phones. */
  children?: ReactNode;
}

/** The heading and search above an admin table. */
export function TableHeader({ title, titleId, children }: TableHeaderProps) {
  return (
    <Root>
      {title && <Title id={titleId}>{title}</Title>}
      {children}
    </Root>
  );
}
