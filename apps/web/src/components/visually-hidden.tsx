import { styled } from '@mui/material/styles';

export const visuallyHiddenStyles = {
  position: 'absolute',
  width: 1,
  height: 1,
  margin: -1,
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

/** Text for screen readers only, such as a label whose meaning the layout already shows. */
export const VisuallyHidden = styled('span')(visuallyHiddenStyles);
