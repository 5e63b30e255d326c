import Button from '@mui/material/Button';
import { styled } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { VisuallyHidden } from '../../../components/visually-hidden.tsx';

const Small = styled('span')(({ theme }) => ({
  display: 'block',
  color: theme.palette.text.secondary,
  fontSize: '0.8125rem',
}));

export const Muted = styled('span')(({ theme }) => ({ color: theme.palette.text.secondary }));

/**
 * An e-mail address that breaks before its "@", and inside a part longer than 16 characters only when it
 * must: the column's narrowest width is then the same whatever the addresses on the page, so one long
 * address cannot push a table's last columns (its actions) out of sight on a laptop.
 */
const EmailText = styled('span')({ display: 'inline-block', minWidth: '16ch', overflowWrap: 'anywhere' });

export function Email({ children }: { children: string }) {
  const at = children.lastIndexOf('@');
  if (at <= 0) return <EmailText>{children}</EmailText>;
  return (
    <EmailText>
      {children.slice(0, at)}
      <wbr />
      {children.slice(at)}
    </EmailText>
  );
}

/**
 * An id that keeps its line up to 18 characters (a usual name and four digits) and breaks beyond, so one
 * long id (a long name) does not push the table's last columns, its actions, out of sight on a laptop;
 * never wider than a phone's card, though.
 */
const Id = styled('strong')({ display: 'block', minWidth: 'min(18ch, 100%)', overflowWrap: 'anywhere' });

/** A display id with the person's name under it: tables search by the id, people recognise the name. */
export function IdCell({ id, name }: { id: string; name: string }) {
  return (
    <>
      <Id>{id}</Id>
      <Small>{name}</Small>
    </>
  );
}

/** What the tables show for a missing value; screen readers hear "none". */
export function Dash() {
  const { t } = useTranslation('admin');
  return (
    <>
      <span aria-hidden="true">–</span>
      <VisuallyHidden>{t('shared.none')}</VisuallyHidden>
    </>
  );
}

interface ImageButtonProps {
  /** The visible text, such as "Image of proof". */
  label: string;
  /** What it opens, for screen readers: "of the session of ravi.kumar1234". */
  target: string;
  onClick: () => void;
}

/** Opens a private image (a proof, a document) in the image dialog. */
export function ImageButton({ label, target, onClick }: ImageButtonProps) {
  return (
    <Button
      size="small"
      variant="text"
      onClick={onClick}
      sx={{ px: 0.5, minWidth: 0, textDecoration: 'underline' }}
    >
      {label} <VisuallyHidden>{target}</VisuallyHidden>
    </Button>
  );
}

/**
 * Why a row's action is switched off (no fee, no payment details), shown beside it and tied to the button
 * with `aria-describedby`, so nobody confirms an action only to see it fail.
 */
export const ActionReason = styled('small')(({ theme }) => ({
  display: 'block',
  maxWidth: '22ch',
  marginTop: theme.spacing(0.5),
  color: theme.palette.text.secondary,
  fontSize: '0.8125rem',
  lineHeight: 1.35,
}));
