import type { ReactNode } from 'react';
import { styled } from '@mui/material/styles';

/**
 * The figures of a dashboard as a description list: two cards a row on a phone, three or four on wider
 * screens, never more, so eight figures make two even rows on a laptop.
 */
export const StatCards = styled('dl')(({ theme }) => ({
  display: 'grid',
  gap: theme.spacing(2),
  gridTemplateColumns: 'repeat(auto-fill, minmax(clamp(calc(25% - 12px), 200px, calc(50% - 8px)), 1fr))',
  margin: 0,
  '&[aria-busy="true"] dd': { color: theme.palette.text.secondary },
}));

const Card = styled('div')(({ theme }) => ({
  display: 'grid',
  alignContent: 'start',
  gap: theme.spacing(0.5),
  padding: theme.spacing(2),
  [theme.breakpoints.up('sm')]: { padding: theme.spacing(2.5) },
  background: theme.palette.background.paper,
  border: `1px solid ${theme.palette.divider}`,
  borderTop: `4px solid ${theme.palette.primary.main}`,
  borderRadius: 16,
  '& dt': { color: theme.palette.text.secondary, fontWeight: 700 },
  '& dd': { margin: 0 },
}));

const Figure = styled('dd')({
  fontSize: 'clamp(1.625rem, 1.4rem + 1vw, 2rem)',
  fontWeight: 800,
  lineHeight: 1.2,
  // A figure never breaks inside: "₹48.5k" on two lines reads as two numbers.
  whiteSpace: 'nowrap',
});

const Note = styled('dd')(({ theme }) => ({
  color: theme.palette.text.secondary,
  fontSize: '0.875rem',
  // Two cards share a row on a phone, where a note of a few words ("3 requests waiting for you") takes two
  // lines: room for both is kept from the start, so the cards do not grow when the figures arrive.
  [theme.breakpoints.down('sm')]: { minHeight: '3em' },
  '& a': { color: theme.palette.primary.main, fontWeight: 700 },
}));

/** What a card shows while its figure loads or after it failed. */
export const NO_FIGURE = '–';

/** One figure: its label, the value, and an optional line under it (a link, a balance). */
export function StatCard({ label, figure, note }: { label: string; figure: string; note?: ReactNode }) {
  return (
    <Card>
      <dt>{label}</dt>
      <Figure>{figure}</Figure>
      {note && <Note>{note}</Note>}
    </Card>
  );
}
