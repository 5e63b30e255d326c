import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { styled } from '@mui/material/styles';
import { RATING_MAX } from '@neetmentor/contract';
import { StarIcon } from '../../../components/icons.tsx';

const WORDS = ['', 'poor', 'fair', 'good', 'veryGood', 'excellent'] as const;

const Fieldset = styled('fieldset')(({ theme }) => ({
  margin: 0,
  padding: 0,
  border: 0,
  '& legend': { marginBottom: theme.spacing(0.5), padding: 0, fontWeight: 700 },
}));

const Stars = styled('div')({ display: 'flex', gap: 4 });

const Star = styled('label')(({ theme }) => ({
  position: 'relative',
  display: 'grid',
  placeItems: 'center',
  width: 48,
  height: 48,
  borderRadius: 12,
  cursor: 'pointer',
  color: 'transparent',
  '& svg': { stroke: '#8a96a3', strokeWidth: 1.5 },
  '&[data-filled="true"]': { color: '#d97706', '& svg': { stroke: '#d97706' } },
  '&:hover': { background: theme.palette.primary.light },
  '&:has(input:focus-visible)': { outline: `3px solid ${theme.palette.primary.main}`, outlineOffset: 1 },
  // The radio button covers its star, unseen: the whole star is what a tap or a click chooses.
  '& input': {
    position: 'absolute',
    inset: 0,
    width: '100%',
    height: '100%',
    margin: 0,
    opacity: 0,
    cursor: 'pointer',
  },
}));

const Caption = styled('p')(({ theme }) => ({
  minHeight: '1.5em',
  margin: theme.spacing(0.5, 0, 0),
  color: theme.palette.text.secondary,
  fontWeight: 600,
  '&[data-error="true"]': { color: theme.palette.error.main },
}));

interface StarInputProps {
  name: string;
  legend: string;
  /** '' until a star is chosen, then '1' to '5'. */
  value: string;
  onChange: (value: string) => void;
  error?: string;
}

/** Five stars to choose a rating from: radio buttons underneath, so arrow keys and screen readers work. */
export function StarInput({ name, legend, value, onChange, error }: StarInputProps) {
  const { t } = useTranslation('student');
  const chosen = Number(value) || 0;
  const word = WORDS[chosen];
  const captionId = useId();
  return (
    <Fieldset aria-describedby={captionId}>
      <legend>{legend}</legend>
      <Stars>
        {Array.from({ length: RATING_MAX }, (_, index) => {
          const stars = index + 1;
          return (
            <Star key={stars} data-filled={stars <= chosen}>
              <input
                type="radio"
                name={name}
                value={String(stars)}
                checked={stars === chosen}
                onChange={() => onChange(String(stars))}
                aria-label={t('stars.count', { count: stars })}
              />
              <StarIcon size={36} />
            </Star>
          );
        })}
      </Stars>
      <Caption id={captionId} data-error={Boolean(error)}>
        {error ?? (word ? t(`stars.words.${word}`) : t('stars.choose'))}
      </Caption>
    </Fieldset>
  );
}
