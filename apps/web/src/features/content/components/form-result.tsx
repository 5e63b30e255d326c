import { styled } from '@mui/material/styles';
const Box = styled('p')(({ theme }) => ({
  margin: theme.spacing(2, 0, 0),
  padding: theme.spacing(1.5, 2),
  borderRadius: 12,
  fontWeight: 600,
  lineHeight: 1.5,
  '&[data-tone="success"]': { background: '#e6f4f1', color: '#0b5c56' },
  '&[data-tone="error"]': { background: '#fdecea', color: '#8a1c12' },
}));

export interface FormOutcome {
  tone: 'success' | 'error';
  text: string;
}

/**
 * The answer to a sent form, next to it: a calm status for success, an alert for a problem. The live
 * regions stay mounted so screen readers announce the text when it appears.
 */
export function FormResult({ outcome }: { outcome: FormOutcome | null }) {
  return (
    <>
      <div role="status">{outcome?.tone === 'success' && <Box data-tone="success">{outcome.text}</Box>}</div>
      <div role="alert">{outcome?.tone === 'error' && <Box data-tone="error">{outcome.text}</Box>}</div>
    </>
  );
}
