import { useEffect, useRef, type ReactNode } from 'react';
import { styled } from '@mui/material/styles';

/**
 * A text field that is focused or has text in it (the theme gives every text field a blank placeholder).
 * Until a prerendered screen hydrates, MUI cannot float a label for what the visitor types (its state says
 * empty), so the text ran under the label; the card's rules float it meanwhile. Once hydrated, MUI's own
 * `data-shrink` agrees and the rules stop matching.
 */
const TYPED_FIELD =
  '& .MuiFormControl-root:has(.MuiInputBase-input:focus, .MuiInputBase-input:not(:placeholder-shown))';

/** The white card every sign-in and sign-up screen sits in. */
export const AuthCard = styled('div')(({ theme }) => ({
  padding: theme.spacing(2.5, 2),
  background: theme.palette.background.paper,
  border: `1px solid ${theme.palette.divider}`,
  borderRadius: 16,
  boxShadow: '0 8px 24px rgba(20, 33, 61, 0.06)',
  [theme.breakpoints.up('sm')]: { padding: theme.spacing(4) },
  [`${TYPED_FIELD} > .MuiInputLabel-outlined[data-shrink="false"]`]: {
    maxWidth: 'calc(133% - 32px)',
    transform: 'translate(14px, -9px) scale(0.75)',
  },
  [`${TYPED_FIELD} .MuiOutlinedInput-notchedOutline > legend`]: { maxWidth: '100%' },
}));

export const AuthHeading = styled('h1')(({ theme }) => ({
  margin: theme.spacing(0, 0, 1),
  color: theme.palette.text.primary,
  fontSize: '1.5rem',
  fontWeight: 800,
  lineHeight: 1.25,
  letterSpacing: '0.02em',
}));

/**
 * The heading of a step of a multi-step sign-up. It takes the focus when the step appears, so keyboard and
 * screen-reader users carry on from the new step's start rather than from a button that is gone.
 */
export function StepHeading({ children }: { children: ReactNode }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, []);
  return (
    <AuthHeading ref={heading} tabIndex={-1} sx={{ '&:focus:not(:focus-visible)': { outline: 'none' } }}>
      {children}
    </AuthHeading>
  );
}

export const AuthLead = styled('p')(({ theme }) => ({
  margin: theme.spacing(0, 0, 3),
  color: theme.palette.text.secondary,
}));

/** A line under the form, such as "Don’t Have an Account? Join Now as Student". */
export const FormFooterText = styled('p')(({ theme }) => ({
  margin: theme.spacing(3, 0, 0),
  color: theme.palette.text.secondary,
  textAlign: 'center',
  '& a': { color: theme.palette.primary.main, fontWeight: 700 },
}));
