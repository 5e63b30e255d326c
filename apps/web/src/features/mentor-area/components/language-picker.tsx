import { useState, type ChangeEvent } from 'react';
import Alert from '@mui/material/Alert';
import { styled } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, MAX_MENTOR_LANGUAGES } from '@neetmentor/contract';
import { CloseIcon } from '../../../components/icons.tsx';
import { NativeSelect } from '../../../components/native-select.tsx';

const Group = styled('fieldset')({ display: 'grid', gap: 12, minWidth: 0, margin: 0, padding: 0, border: 0 });

const Legend = styled('legend')({ marginBottom: 8, padding: 0, fontWeight: 700 });

const Chosen = styled('ul')({
  display: 'flex',
  flexWrap: 'wrap',
  gap: 8,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

const Chip = styled('li')(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 2,
  paddingLeft: 14,
  borderRadius: 999,
  background: theme.palette.primary.light,
  color: theme.palette.primary.dark,
  fontWeight: 700,
}));

const RemoveButton = styled('button')(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 40,
  height: 40,
  border: 0,
  borderRadius: '50%',
  background: 'none',
  color: 'inherit',
  cursor: 'pointer',
  '&:hover': { background: 'rgba(11, 95, 165, 0.12)' },
  '&:focus-visible': { outline: `3px solid ${theme.palette.primary.main}`, outlineOffset: -3 },
}));

const None = styled('p')(({ theme }) => ({ margin: 0, color: theme.palette.text.secondary }));

const ErrorText = styled('p')(({ theme }) => ({
  margin: 0,
  color: theme.palette.error.main,
  fontSize: '0.875rem',
}));

interface LanguagePickerProps {
  languages: readonly string[];
  onChange: (languages: string[]) => void;
  /** The server's message about the languages sent. */
  error?: string;
}

/**
 * Up to three of the 25 languages, each once (spec part 2 §5): the list offers only languages not chosen
 * yet, and a fourth is refused with the spec's alert.
 */
export function LanguagePicker({ languages, onChange, error }: LanguagePickerProps) {
  const { t } = useTranslation('mentor');
  const [limitReached, setLimitReached] = useState(false);

  function add(event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) {
    const language = event.target.value;
    if (!language) return;
    if (languages.length >= MAX_MENTOR_LANGUAGES) {
      setLimitReached(true);
      return;
    }
    setLimitReached(false);
    onChange([...languages, language]);
  }

  function remove(language: string) {
    setLimitReached(false);
    onChange(languages.filter((chosen) => chosen !== language));
  }

  return (
    <Group>
      <Legend>{t('profile.languages.legend')}</Legend>
      {languages.length === 0 ? (
        <None>{t('profile.languages.none')}</None>
      ) : (
        <Chosen aria-label={t('profile.languages.chosenLabel')}>
          {languages.map((language) => (
            <Chip key={language}>
              {language}
              <RemoveButton
                type="button"
                aria-label={t('profile.languages.remove', { language })}
                onClick={() => remove(language)}
              >
                <CloseIcon size={18} />
              </RemoveButton>
            </Chip>
          ))}
        </Chosen>
      )}
      <NativeSelect
        label={t('profile.languages.add')}
        name="language"
        value=""
        onChange={add}
        options={LANGUAGES.filter((language) => !languages.includes(language))}
        helperText={t('profile.languages.hint', { max: MAX_MENTOR_LANGUAGES })}
        fullWidth
      />
      {limitReached && (
        <Alert severity="warning" role="alert" onClose={() => setLimitReached(false)}>
          {t('profile.languages.limit')}
        </Alert>
      )}
      {error && <ErrorText role="alert">{error}</ErrorText>}
    </Group>
  );
}
