import { useId, useRef, type FocusEvent, type KeyboardEvent } from 'react';
import { NavLink } from 'react-router';
import { styled } from '@mui/material/styles';
import { ChevronDownIcon } from '../../components/icons.tsx';
import type { NavGroupItem } from './public-navigation.ts';
import { DESKTOP_MEDIA } from './header-media.ts';

const Item = styled('li')({ position: 'relative' });

export const navControlStyles = {
  display: 'flex',
  alignItems: 'center',
  gap: 4,
  width: '100%',
  minHeight: 44,
  padding: '10px 12px',
  border: 0,
  borderRadius: 10,
  background: 'none',
  color: 'inherit',
  font: 'inherit',
  fontWeight: 600,
  textDecoration: 'none',
  cursor: 'pointer',
  '&:hover': { background: '#eef4fb' },
  '&[aria-current="page"]': { color: '#0b5fa5', background: '#e8f1fa' },
  [DESKTOP_MEDIA]: { width: 'auto' },
} as const;

const Toggle = styled('button')({
  ...navControlStyles,
  justifyContent: 'space-between',
  '& svg': { transition: 'transform 150ms ease' },
  '&[aria-expanded="true"] svg': { transform: 'rotate(180deg)' },
});

const Links = styled('ul')(({ theme }) => ({
  listStyle: 'none',
  margin: 0,
  padding: theme.spacing(0.5, 0, 0.5, 1.5),
  '&[hidden]': { display: 'none' },
  [DESKTOP_MEDIA]: {
    position: 'absolute',
    top: 'calc(100% + 8px)',
    left: 0,
    zIndex: theme.zIndex.appBar + 1,
    minWidth: 232,
    padding: theme.spacing(1),
    background: theme.palette.background.paper,
    border: `1px solid ${theme.palette.divider}`,
    borderRadius: 14,
    boxShadow: '0 12px 32px rgba(20, 33, 61, 0.14)',
  },
}));

const Link = styled(NavLink)({ ...navControlStyles, fontWeight: 500 });

interface NavGroupProps {
  group: NavGroupItem;
  open: boolean;
  onToggle: () => void;
  onClose: () => void;
}

/**
 * A disclosure menu (a button that shows a list of links), the accessible pattern for site navigation:
 * Tab moves through the links, Escape closes and returns focus, and leaving the group with Tab closes it.
 */
export function NavGroup({ group, open, onToggle, onClose }: NavGroupProps) {
  const listId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);

  function closeOnFocusLeave(event: FocusEvent<HTMLLIElement>) {
    if (open && event.relatedTarget instanceof Node && !event.currentTarget.contains(event.relatedTarget))
      onClose();
  }

  function closeOnEscape(event: KeyboardEvent<HTMLLIElement>) {
    if (event.key !== 'Escape' || !open) return;
    event.stopPropagation();
    onClose();
    toggleRef.current?.focus();
  }

  return (
    <Item onBlur={closeOnFocusLeave} onKeyDown={closeOnEscape}>
      <Toggle ref={toggleRef} type="button" aria-expanded={open} aria-controls={listId} onClick={onToggle}>
        {group.label}
        <ChevronDownIcon size={20} />
      </Toggle>
      <Links id={listId} hidden={!open}>
        {group.links.map((link) => (
          <li key={link.to}>
            <Link to={link.to}>{link.label}</Link>
          </li>
        ))}
      </Links>
    </Item>
  );
}
