import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { styled } from '@mui/material/styles';
import type { MentorPackage } from '@neetmentor/contract';
import { buttonStyles, ButtonLink } from '../../../components/button-link.tsx';
import { ChevronDownIcon } from '../../../components/icons.tsx';
import { RichText } from '../../../components/rich-text.tsx';
import { VisuallyHidden } from '../../../components/visually-hidden.tsx';
import { FOLDED_ON_PHONES_STYLES, useFoldedOnPhones } from '../folded-on-phones.ts';
import { useOptionLabels } from '../option-labels.ts';
import { PackagePrice } from './package-price.tsx';

const Card = styled('article')(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.spacing(1.5),
  padding: theme.spacing(2.5),
  borderRadius: 20,
  background: theme.palette.background.paper,
  border: `1px solid ${theme.palette.divider}`,
  boxShadow: '0 6px 20px rgba(20, 33, 61, 0.07)',
}));

const Kind = styled('p')(({ theme }) => ({
  margin: 0,
  color: theme.palette.secondary.main,
  fontSize: '0.75rem',
  fontWeight: 800,
  letterSpacing: '0.1em',
  textTransform: 'uppercase',
}));

const Name = styled('h3')(({ theme }) => ({ ...theme.typography.h3, margin: 0 }));

const Toggle = styled('button')(({ theme }) => ({
  alignSelf: 'flex-start',
  display: 'inline-flex',
  alignItems: 'center',
  gap: theme.spacing(0.5),
  minHeight: 44,
  padding: theme.spacing(0.5, 1),
  margin: theme.spacing(-0.5, -1),
  border: 0,
  borderRadius: 10,
  background: 'none',
  color: theme.palette.primary.main,
  font: 'inherit',
  fontWeight: 700,
  cursor: 'pointer',
  '&:hover': { background: theme.palette.primary.light },
  '& svg': { transition: 'transform 200ms ease' },
  '&[aria-expanded="true"] svg': { transform: 'rotate(180deg)' },
}));

const Description = styled('div')(({ theme }) => ({
  color: theme.palette.text.secondary,
  fontSize: '0.9375rem',
  lineHeight: 1.6,
  '& ul, & ol': { paddingLeft: theme.spacing(2.5) },
  '& li': { marginBottom: theme.spacing(0.5) },
  ...FOLDED_ON_PHONES_STYLES,
}));

const BookButton = styled('button')(({ theme }) => ({
  ...buttonStyles(theme, { fullWidth: true }),
  // Busy, yet focusable: focus comes back here when the checkout closes, and the next press books again.
  '&[aria-disabled="true"]': { opacity: 0.6, cursor: 'progress' },
  '&:disabled': { opacity: 0.5, cursor: 'not-allowed', boxShadow: 'none' },
}));

const tones = {
  success: { background: '#e6f4f1', color: '#0b5c56' },
  info: { background: '#e8f1fa', color: '#084a80' },
  error: { background: '#fdecea', color: '#8c1d18' },
} as const;

const Notice = styled('p')(({ theme }) => ({
  margin: 0,
  padding: theme.spacing(1.25, 1.5),
  borderRadius: 12,
  fontWeight: 600,
  lineHeight: 1.45,
  '&:empty': { display: 'none' },
}));

/** What became of a booking attempt, said on the package's card. */
export interface BookingNotice {
  tone: keyof typeof tones;
  text: string;
}

/**
 * Book Session: for a visitor, a link to sign in first; for a signed-in student, the booking itself; while
 * the mentor is away, a button that is off (the page says until when); a free package the student already
 * booked with this mentor, a button that is off and says so (one free booking per mentor).
 */
export type BookControl =
  | { to: string; state: unknown }
  | { unavailable: true }
  | { freeUsed: true }
  | {
      onBook: () => void;
      /** What the button says while this package is being booked; null otherwise. */
      progress: string | null;
      /** Another booking is under way. */
      busy: boolean;
    };

interface PackageCardProps {
  pkg: MentorPackage;
  book: BookControl;
  notice?: BookingNotice | null;
}

/** A package: name, price (Free, or struck real price and saving), what is included, and Book Session. */
export function PackageCard({ pkg, book, notice = null }: PackageCardProps) {
  const { t } = useTranslation('mentors');
  const id = useId();
  const details = useFoldedOnPhones();
  // Named from the catalog, not the contract's list of kinds: that list would bring the contract's shared
  // chunk of constants (0.8 KB gzip) onto this page.
  const kind = useOptionLabels().packageKind(pkg.kind);
  // Every card has the same button: its name says which package it books.
  const which = <VisuallyHidden>{`: ${pkg.packageName}`}</VisuallyHidden>;
  return (
    <Card aria-labelledby={`${id}-name`}>
      {kind && <Kind>{kind}</Kind>}
      <Name id={`${id}-name`}>{pkg.packageName}</Name>
      <PackagePrice price={pkg.packagePrice} realPrice={pkg.realPackagePrice} />
      <Toggle
        type="button"
        aria-expanded={details.open}
        aria-controls={`${id}-details`}
        onClick={details.toggle}
      >
        {t('package.whatsIncluded')}
        <ChevronDownIcon size={22} />
      </Toggle>
      <Description id={`${id}-details`} {...details.partProps}>
        <RichText html={pkg.packageDescription} />
      </Description>
      {'unavailable' in book ? (
        <BookButton type="button" disabled>
          {t('package.book')}
          {which}
        </BookButton>
      ) : 'freeUsed' in book ? (
        <BookButton type="button" disabled>
          {t('package.freeUsed')}
          {which}
        </BookButton>
      ) : 'to' in book ? (
        <ButtonLink to={book.to} state={book.state} fullWidth>
          {t('package.book')}
          {which}
        </ButtonLink>
      ) : (
        <BookButton type="button" onClick={book.onBook} aria-disabled={book.busy}>
          {book.progress ?? t('package.book')}
          {which}
        </BookButton>
      )}
      {/* Always present, so screen readers announce the sentence when it arrives. */}
      <Notice role="status" style={notice ? tones[notice.tone] : undefined}>
        {notice?.text}
      </Notice>
    </Card>
  );
}
