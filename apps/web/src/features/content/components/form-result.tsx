import { styled } from '@mui/material/styles';
import { ApiError } from '../../../lib/api-client.ts';
import { toFieldErrors } from '../../../lib/field-errors.ts';

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
 * What a refused form shows. A message about one of the form's fields appears under that field, and the
 * alert then only points there, so no sentence shows twice; a problem with no field of its own (no
 * webinar to register for, too many tries, no connection) is the alert itself.
 */
export function describeFailure(
  error: Error,
  fields: readonly string[],
): { fieldErrors: Record<string, string>; outcome: FormOutcome } {
  const problems = error instanceof ApiError ? error.fieldErrors : [];
  const fieldErrors = Object.fromEntries(
    Object.entries(toFieldErrors(problems)).filter(([name]) => fields.includes(name)),
  );
  const marked = Object.keys(fieldErrors).length;
  if (marked === 0) return { fieldErrors, outcome: { tone: 'error', text: error.message || ERROR_FALLBACK } };
  const elsewhere = problems
    .filter((problem) => !fields.includes(problem.path.split('.')[0] ?? ''))
    .map((problem) => problem.message);
  const pointer =
    marked === 1 ? 'Please check the field marked below.' : 'Please check the fields marked below.';
  return { fieldErrors, outcome: { tone: 'error', text: [...new Set(elsewhere), pointer].join(' ') } };
}
