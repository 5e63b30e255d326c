import IconButton from '@mui/material/IconButton';
import { useTranslation } from 'react-i18next';
import { StarIcon } from '../../../components/icons.tsx';

interface FeatureStarButtonProps {
  /** The mentor's display id, naming the button for screen readers. */
  mentorId: string;
  featured: boolean;
  disabled: boolean;
  onClick: () => void;
}

/**
 * The feature star of the mentor tables: amber when the mentor is on the home page, an outline when not.
 * A toggle button, so screen readers hear its state with the same name either way.
 */
export function FeatureStarButton({ mentorId, featured, disabled, onClick }: FeatureStarButtonProps) {
  const { t } = useTranslation('admin');
  return (
    <IconButton
      aria-label={t('shared.featureStar', { mentorId })}
      aria-pressed={featured}
      disabled={disabled}
      onClick={onClick}
    >
      <StarIcon
        size={26}
        // Both keep 3:1 against white, as WCAG asks of meaningful graphics.
        style={
          featured ? { color: '#d97706' } : { color: 'transparent', stroke: '#4b5b6e', strokeWidth: 1.5 }
        }
      />
    </IconButton>
  );
}
