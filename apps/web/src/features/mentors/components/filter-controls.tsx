import type { ReactNode } from 'react';
import { styled, type Theme } from '@mui/material/styles';

/**
 * Light native form controls for the mentor search: the phone's own pickers are quicker on cheap phones
 * than drawn menus, and these few styles cost far less than MUI's TextField on the listing's first load.
 */
const controlStyles = (theme: Theme) =>
  ({
    display: 'block',
    width: '100%',
    minHeight: 48,
    padding: theme.spacing(1.25, 1.75),
    border: '1px solid #8a96a3',
    borderRadius: 12,
    background: theme.palette.background.paper,
    color: theme.palette.text.primary,
    font: 'inherit',
    fontSize: '1rem',
    '&:hover': { borderColor: theme.palette.text.primary },
    '&:focus-visible': { outline: `3px solid ${theme.palette.primary.main}`, outlineOffset: 1 },
    '&::placeholder': { color: '#5d6b7c', opacity: 1 },
  }) as const;

// The arrow is drawn as a background so the select keeps its native behaviour with a consistent look.
const CHEVRON =
  "url(\"data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24' width='20' height='20'%3E%3Cpath fill='%2314213d' d='M16.59 8.59 12 13.17 7.41 8.59 6 10l6 6 6-6z'/%3E%3C/svg%3E\")";

export const Input = styled('input')(({ theme }) => controlStyles(theme));

export const Select = styled('select')(({ theme }) => ({
  ...controlStyles(theme),
  appearance: 'none',
  paddingRight: theme.spacing(5),
  backgroundImage: CHEVRON,
  backgroundRepeat: 'no-repeat',
  backgroundPosition: 'right 12px center',
  cursor: 'pointer',
}));

const Label = styled('label')(({ theme }) => ({
  display: 'block',
  marginBottom: theme.spacing(0.75),
  color: theme.palette.text.primary,
  fontSize: '0.875rem',
  fontWeight: 700,
}));

interface FieldProps {
  id: string;
  label: string;
  children: ReactNode;
  className?: string;
  /** The field's message, under it (its control names it with `aria-describedby={fieldErrorId(id)}`). */
  error?: string;
}

/** The id of a field's message, for its control's `aria-describedby`. */
export function fieldErrorId(id: string): string {
  return `${id}-error`;
}

const Message = styled('p')(({ theme }) => ({
  margin: theme.spacing(0.75, 0, 0),
  color: theme.palette.error.main,
  fontSize: '0.8125rem',
  fontWeight: 600,
}));

/** A label above its control. */
export function Field({ id, label, children, className, error }: FieldProps) {
  return (
    <div className={className}>
      <Label htmlFor={id}>{label}</Label>
      {children}
      {error && <Message id={fieldErrorId(id)}>{error}</Message>}
    </div>
  );
}
