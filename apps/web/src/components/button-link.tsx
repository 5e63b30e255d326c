import { Link } from 'react-router';
import { styled, type Theme } from '@mui/material/styles';

export type ButtonVariant = 'contained' | 'outlined' | 'inverted';
export type ButtonSize = 'medium' | 'large';

interface ButtonLook {
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
}

/**
 * Button looks for links and plain buttons on the public pages. MUI's Button (with its ripple) would add
 * about 9 KB to the first page load; these styles match its shape and colours.
 */
export function buttonStyles(
  theme: Theme,
  { variant = 'contained', size = 'medium', fullWidth = false }: ButtonLook,
) {
  const { primary } = theme.palette;
  const looks = {
    contained: { background: primary.main, color: primary.contrastText, borderColor: primary.main },
    outlined: { background: 'transparent', color: primary.main, borderColor: primary.main },
    inverted: { background: '#ffffff', color: primary.dark, borderColor: '#ffffff' },
  } as const;
  const hovers = {
    contained: { background: primary.dark, borderColor: primary.dark },
    outlined: { background: primary.light },
    inverted: { background: primary.light, borderColor: primary.light },
  } as const;
  return {
    display: fullWidth ? 'flex' : 'inline-flex',
    width: fullWidth ? '100%' : undefined,
    alignItems: 'center',
    justifyContent: 'center',
    gap: theme.spacing(1),
    minHeight: size === 'large' ? 52 : 44,
    padding: size === 'large' ? theme.spacing(1.5, 3) : theme.spacing(1, 2.25),
    border: '2px solid',
    borderRadius: 999,
    font: 'inherit',
    fontSize: size === 'large' ? '1rem' : '0.9375rem',
    fontWeight: 700,
    lineHeight: 1.2,
    textAlign: 'center',
    textDecoration: 'none',
    cursor: 'pointer',
    transition: theme.transitions.create(['background-color', 'border-color', 'box-shadow']),
    ...looks[variant],
    '&:hover': hovers[variant],
    // The inverted look sits on dark or brand-coloured backgrounds, where the default blue ring would vanish.
    ...(variant === 'inverted' && { '&:focus-visible': { outline: '3px solid #ffffff', outlineOffset: 3 } }),
    '&:disabled': { opacity: 0.6, cursor: 'progress' },
  } as const;
}

const lookProps = new Set<PropertyKey>(['variant', 'size', 'fullWidth']);

/** A React Router link that looks like a button. */
export const ButtonLink = styled(Link, { shouldForwardProp: (prop) => !lookProps.has(prop) })<ButtonLook>(
  ({ theme, variant, size, fullWidth }) => buttonStyles(theme, { variant, size, fullWidth }),
);
