import { styled } from '@mui/material/styles';
import { useSiteConfig } from '../lib/site-config.ts';

const Wrapper = styled('span')({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 10,
  maxWidth: '100%',
  fontWeight: 800,
  fontSize: '1.0625rem',
  letterSpacing: '-0.01em',
  lineHeight: 1.1,
  // The narrowest phones: a little smaller, so the name still fits on one line beside the header's buttons.
  '@media (max-width: 399.98px)': { fontSize: '0.9375rem', gap: 8, '& svg': { width: 30, height: 30 } },
  '& svg': { flexShrink: 0 },
});

// One line always; a configured name too long for the space ends in an ellipsis instead of wrapping.
const Name = styled('span')({
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

/** The brand mark (a medical cross in a rounded square) and the configured brand name. */
export function BrandLogo({ tone = 'dark' }: { tone?: 'dark' | 'light' }) {
  const { brandName } = useSiteConfig();
  return (
    <Wrapper style={{ color: tone === 'dark' ? '#14213d' : '#ffffff' }}>
      <svg width="34" height="34" viewBox="0 0 64 64" aria-hidden="true" focusable="false">
        <rect width="64" height="64" rx="14" fill={tone === 'dark' ? '#0b5fa5' : '#ffffff'} />
        <path
          d="M32 14a6 6 0 0 1 6 6v6h6a6 6 0 0 1 0 12h-6v6a6 6 0 0 1-12 0v-6h-6a6 6 0 0 1 0-12h6v-6a6 6 0 0 1 6-6z"
          fill={tone === 'dark' ? '#ffffff' : '#0b5fa5'}
        />
        <circle cx="32" cy="32" r="5" fill="#0f766e" />
      </svg>
      <Name data-brand-name>{brandName}</Name>
    </Wrapper>
  );
}
