import type { ReactNode } from 'react';
import Drawer from '@mui/material/Drawer';

interface DashboardDrawerProps {
  open: boolean;
  onClose: () => void;
  /** Names the drawer for screen readers, as the sidebar's navigation is named. */
  label: string;
  children: ReactNode;
}

/** The dashboards' sidebar on a small screen: a drawer over the page. */
export function DashboardDrawer({ open, onClose, label, children }: DashboardDrawerProps) {
  return (
    <Drawer open={open} onClose={onClose} slotProps={{ paper: { 'aria-label': label } }}>
      {children}
    </Drawer>
  );
}
