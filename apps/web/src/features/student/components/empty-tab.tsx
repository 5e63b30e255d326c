import type { ReactNode } from 'react';
import { styled } from '@mui/material/styles';

const Root = styled('div')(({ theme }) => ({
  display: 'grid',
  justifyItems: 'center',
  gap: theme.spacing(1.5),
  padding: theme.spacing(6, 2),
  border: `1px dashed ${theme.palette.divider}`,
  borderRadius: 16,
  background: theme.palette.background.paper,
  textAlign: 'center',
}));

const Title = styled('p')({ margin: 0, fontSize: '1.125rem', fontWeight: 700 });

const Text = styled('p')(({ theme }) => ({
  margin: 0,
  maxWidth: '46ch',
  color: theme.palette.text.secondary,
}));

interface EmptyTabProps {
  title: string;
  text: string;
  action?: ReactNode;
}

/** What a tab shows while it has nothing to list. */
export function EmptyTab({ title, text, action }: EmptyTabProps) {
  return (
    <Root>
      <Title>{title}</Title>
      <Text>{text}</Text>
      {action}
    </Root>
  );
}
