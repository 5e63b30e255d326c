import type { ComponentProps, ReactNode } from 'react';
import { styled, type Theme } from '@mui/material/styles';
import { useValidationText } from '../../../i18n/validation-text.ts';

const controlStyles = (theme: Theme) =>
  ({
    display: 'block',
    width: '100%',
    minHeight: 50,
    padding: theme.spacing(1.5, 1.75),
    border: '1px solid #8a96a3',
    borderRadius: 12,
    background: theme.palette.background.paper,
    color: theme.palette.text.primary,
    font: 'inherit',
    fontSize: '1rem',
    '&:hover': { borderColor: theme.palette.text.primary },
    '&:focus-visible': { outline: `3px solid ${theme.palette.primary.main}`, outlineOffset: 1 },
    '&::placeholder': { color: '#5d6b7c', opacity: 1 },
    '&[aria-invalid="true"]': { borderColor: '#b42318', borderWidth: 2 },
  }) as const;

const Input = styled('input')(({ theme }) => controlStyles(theme));
const Textarea = styled('textarea')(({ theme }) => ({
  ...controlStyles(theme),
  minHeight: 140,
  resize: 'vertical',
}));

const Label = styled('label')(({ theme }) => ({
  display: 'block',
  marginBottom: theme.spacing(0.75),
  color: theme.palette.text.primary,
  fontWeight: 700,
}));

const Hint = styled('p')(({ theme }) => ({
  margin: theme.spacing(0.75, 0, 0),
  color: theme.palette.text.secondary,
  fontSize: '0.875rem',
}));

const Problem = styled('p')(({ theme }) => ({
  margin: theme.spacing(0.75, 0, 0),
  color: '#b42318',
  fontSize: '0.875rem',
  fontWeight: 600,
}));

interface FieldProps {
  id: string;
  label: string;
  /**
   * What is wrong with this field (the form's check or the server's), shown under it and read out with it,
   * in the page's language when it is one of the contract's field messages.
   */
  error?: string;
}

/** The field's complaint and hint, read out with it. */
function describedBy(id: string, error: string | undefined, hasHint: boolean) {
  const ids = [error ? `${id}-error` : '', hasHint ? `${id}-hint` : ''].filter(Boolean).join(' ');
  return {
    'aria-invalid': error ? true : undefined,
    'aria-describedby': ids || undefined,
  };
}

function Frame({ id, label, error, hint, children }: FieldProps & { hint?: ReactNode; children: ReactNode }) {
  const validationText = useValidationText();
  return (
    <div>
      <Label htmlFor={id}>{label}</Label>
      {children}
      {error && <Problem id={`${id}-error`}>{validationText(error)}</Problem>}
      {hint !== undefined && <Hint id={`${id}-hint`}>{hint}</Hint>}
    </div>
  );
}

type InputFieldProps = FieldProps & Omit<ComponentProps<'input'>, 'id'>;

/** A labelled one-line field for the public forms: light native controls instead of MUI's TextField. */
export function InputField({ id, label, error, ...inputProps }: InputFieldProps) {
  return (
    <Frame id={id} label={label} error={error}>
      <Input id={id} {...describedBy(id, error, false)} {...inputProps} />
    </Frame>
  );
}

type TextareaFieldProps = FieldProps & {
  /** A line under the field, read out with it, such as a character counter. */
  hint?: ReactNode;
} & Omit<ComponentProps<'textarea'>, 'id'>;

export function TextareaField({ id, label, error, hint, ...textareaProps }: TextareaFieldProps) {
  return (
    <Frame id={id} label={label} error={error} hint={hint}>
      <Textarea id={id} {...describedBy(id, error, hint !== undefined)} {...textareaProps} />
    </Frame>
  );
}
