import { useId } from 'react';
import { styled } from '@mui/material/styles';
import { PACKAGE_KIND_LABELS, PACKAGE_KINDS, type MentorPackage } from '@neetmentor/contract';
import { ButtonLink } from '../../../components/button-link.tsx';
import { ChevronDownIcon } from '../../../components/icons.tsx';
import { RichText } from '../../../components/rich-text.tsx';
import { FOLDED_ON_PHONES_STYLES, useFoldedOnPhones } from '../folded-on-phones.ts';
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

function kindLabel(kind: string): string | null {
  const known = PACKAGE_KINDS.find((candidate) => candidate === kind);
  return known ? PACKAGE_KIND_LABELS[known] : null;
}

interface PackageCardProps {
  pkg: MentorPackage;
  /** Where Book Session leads, with the router state that goes along. */
  bookTo: string;
  bookState: unknown;
}

/** A package: name, price (Free, or struck real price and saving), what is included, and Book Session. */
export function PackageCard({ pkg, bookTo, bookState }: PackageCardProps) {
  const id = useId();
  const details = useFoldedOnPhones();
  const kind = kindLabel(pkg.kind);
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
        What’s included
        <ChevronDownIcon size={22} />
      </Toggle>
      <Description id={`${id}-details`} {...details.partProps}>
        <RichText html={pkg.packageDescription} />
      </Description>
      <ButtonLink to={bookTo} state={bookState} fullWidth aria-describedby={`${id}-name`}>
        Book Session
      </ButtonLink>
    </Card>
  );
}
