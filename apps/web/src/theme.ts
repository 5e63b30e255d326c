import { createTheme } from '@mui/material/styles';

/** System fonts only: nothing to download on slow networks, and Roboto/Noto are already on Android phones. */
const FONT_STACK =
  "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', 'Helvetica Neue', Arial, sans-serif, 'Apple Color Emoji', 'Segoe UI Emoji'";

/** The keyboard focus ring of every control. */
const FOCUS_RING = { outline: '3px solid #0b5fa5', outlineOffset: 2 } as const;

/** Every text colour below keeps at least 4.5:1 against the backgrounds it is used on (WCAG AA). */
export const theme = createTheme({
  breakpoints: { values: { xs: 0, sm: 600, md: 900, lg: 1200, xl: 1536 } },
  palette: {
    primary: { main: '#0b5fa5', dark: '#084a80', light: '#e8f1fa', contrastText: '#ffffff' },
    secondary: { main: '#0f766e', dark: '#0b5c56', light: '#e6f4f1', contrastText: '#ffffff' },
    text: { primary: '#14213d', secondary: '#4b5b6e' },
    background: { default: '#f6f9fc', paper: '#ffffff' },
    divider: '#dfe6ee',
  },
  shape: { borderRadius: 12 },
  typography: {
    fontFamily: FONT_STACK,
    h1: {
      fontSize: 'clamp(2rem, 1.3rem + 3.2vw, 3.25rem)',
      fontWeight: 800,
      lineHeight: 1.12,
      letterSpacing: '-0.02em',
      textWrap: 'balance',
    },
    h2: {
      fontSize: 'clamp(1.6rem, 1.25rem + 1.6vw, 2.25rem)',
      fontWeight: 800,
      lineHeight: 1.2,
      letterSpacing: '-0.01em',
      textWrap: 'balance',
    },
    h3: { fontSize: '1.125rem', fontWeight: 700, lineHeight: 1.35 },
    h4: { fontSize: '1rem', fontWeight: 700, lineHeight: 1.4 },
    button: { textTransform: 'none', fontWeight: 700 },
  },
  components: {
    MuiCssBaseline: {
      styleOverrides: {
        html: { scrollPaddingTop: 80, WebkitTextSizeAdjust: '100%' },
        ':focus-visible': FOCUS_RING,
        'img, svg': { maxWidth: '100%' },
        // An e-mail address is one long word: on a 320 px phone it breaks rather than widen the page.
        'a[href^="mailto:"]': { overflowWrap: 'anywhere' },
        '@media (prefers-reduced-motion: reduce)': {
          '*, *::before, *::after': {
            animationDuration: '0.01ms !important',
            animationIterationCount: '1 !important',
            transitionDuration: '0.01ms !important',
            scrollBehavior: 'auto !important',
          },
        },
      },
    },
    // MUI's buttons, check boxes and tabs drop the browser's outline and show keyboard focus with a faint
    // ripple only: the same 3 px ring as every other control instead (WCAG 2.4.7). MUI's class comes with a
    // render after the focus event; the browser's own :focus-visible draws the ring at once, also on a page
    // a keyboard user reaches before React has brought it to life, or while a slow phone is busy.
    MuiButtonBase: {
      styleOverrides: {
        root: {
          '&.Mui-focusVisible, &:focus-visible, &:has(> input:focus-visible)': FOCUS_RING,
        },
      },
    },
    // A text field shows its focus by a thicker frame: from the browser's focus too, not only MUI's class.
    MuiOutlinedInput: {
      styleOverrides: { root: { '&:focus-within .MuiOutlinedInput-notchedOutline': { borderWidth: 2 } } },
    },
    MuiButton: { defaultProps: { disableElevation: true } },
    // A blank placeholder lets CSS tell an empty field from a typed one (`:placeholder-shown`), which the
    // sign-in screens need before they hydrate (see AuthCard).
    MuiTextField: { defaultProps: { slotProps: { htmlInput: { placeholder: ' ' } } } },
  },
});
