import { useTranslation } from 'react-i18next';
import { styled } from '@mui/material/styles';
import { StarIcon } from './icons.tsx';

const MAX_STARS = 5;

const Stars = styled('span')({ display: 'inline-flex', gap: 2, lineHeight: 0 });

/** Five stars filled up to `rating` (rounded, clamped to 0–5), read out as "Rated N out of 5". */
export function StarRating({ rating, size = 18 }: { rating: number; size?: number }) {
  const { t } = useTranslation();
  const filled = Math.min(MAX_STARS, Math.max(0, Math.round(rating)));
  return (
    <Stars role="img" aria-label={t('starRating', { filled, max: MAX_STARS })}>
      {Array.from({ length: MAX_STARS }, (_, index) => (
        <StarIcon
          key={index}
          size={size}
          data-filled={index < filled}
          // Amber and grey both keep 3:1 against white, as WCAG asks of meaningful graphics.
          style={
            index < filled
              ? { color: '#d97706' }
              : { color: 'transparent', stroke: '#8a96a3', strokeWidth: 1.5 }
          }
        />
      ))}
    </Stars>
  );
}
