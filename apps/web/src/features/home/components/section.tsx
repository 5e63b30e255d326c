import type { ReactNode } from 'react';
import { styled } from '@mui/material/styles';

export const Section = styled('section')(({ theme }) => ({
  padding: theme.spacing(7, 0),
  [theme.breakpoints.up('md')]: { padding: theme.spacing(10, 0) },
}));

export const SectionInner = styled('div')(({ theme }) => ({
  maxWidth: 1240,
  margin: '0 auto',
  padding: theme.spacing(0, 2),
  [theme.breakpoints.up('sm')]: { padding: theme.spacing(0, 3) },
}));

const Header = styled('div')(({ theme }) => ({
  maxWidth: 680,
  margin: theme.spacing(0, 'auto', 5),
  textAlign: 'center',
}));

const Eyebrow = styled('p')(({ theme }) => ({
  margin: theme.spacing(0, 0, 1),
  color: theme.palette.secondary.main,
  fontSize: '0.8125rem',
  fontWeight: 800,
  letterSpacing: '0.12em',
  textTransform: 'uppercase',
}));

const Title = styled('h2')(({ theme }) => ({ ...theme.typography.h2, margin: 0 }));

const Description = styled('p')(({ theme }) => ({
  margin: theme.spacing(1.5, 0, 0),
  color: theme.palette.text.secondary,
  fontSize: '1.0625rem',
  lineHeight: 1.6,
}));

interface SectionHeadingProps {
  id: string;
  eyebrow: string;
  title: string;
  children?: ReactNode;
}

/** Eyebrow, title (the section's h2, referenced by `id`) and an optional introduction. */
export function SectionHeading({ id, eyebrow, title, children }: SectionHeadingProps) {
  return (
    <Header>
      <Eyebrow>{eyebrow}</Eyebrow>
      <Title id={id}>{title}</Title>
      {children && <Description>{children}</Description>}
    </Header>
  );
}
