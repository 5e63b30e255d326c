import { styled } from '@mui/material/styles';
import type { ServerErrors } from '../../../lib/field-errors.ts';

const ERROR_FALLBACK = 'An error occurred';

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

/**
 * What a form refused for some of its fields shows: the messages are under those fields, so the alert only
 * points there, with any problem that concerns none of them, and no sentence shows twice.
 */
export function describeRefusal(marked: number, elsewhere: readonly string[] = []): FormOutcome {
  const pointer =
    marked === 1 ? 'Please check the field marked below.' : 'Please check the fields marked below.';
  return { tone: 'error', text: [...elsewhere, pointer].join(' ') };
}

/**
 * What a failed call shows, once the fields it names are marked: the pointer to them, or, for a problem
 * with no field of its own (no webinar to register for, too many tries, no connection), its message.
 */
export function describeFailure(error: Error, { marked, elsewhere }: ServerErrors): FormOutcome {
  if (marked === 0) return { tone: 'error', text: error.message || ERROR_FALLBACK };
  return describeRefusal(marked, elsewhere);
}
