import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { styled } from '@mui/material/styles';
import { SITE_LANGUAGE_NAMES, SITE_LANGUAGES, isSiteLanguage } from '@neetmentor/contract';
import { switchLanguage, useLanguage } from '../../../i18n/language.ts';

const Section = styled('section')(({ theme }) => ({
  marginTop: theme.spacing(4),
  paddingTop: theme.spacing(3),
  borderTop: `1px solid ${theme.palette.divider}`,
  '& h2': { margin: 0, fontSize: '1.125rem', fontWeight: 800 },
  '& p': { margin: theme.spacing(0.5, 0, 1), color: theme.palette.text.secondary },
}));

/**
 * The language of the student's pages and e-mails: choosing one stores it on the account and opens this
 * page in it. Each language is named in itself, so a reader finds their own whatever the page shows.
 */
export function LanguageChoice() {
  const { t } = useTranslation('student');
  const language = useLanguage();
  const headingId = useId();
  const [chosen, setChosen] = useState(language);
  return (
    <Section aria-labelledby={headingId}>
      <h2 id={headingId}>{t('language.title')}</h2>
      <p>{t('language.text')}</p>
      <RadioGroup
        row
        name="language"
        aria-labelledby={headingId}
        value={chosen}
        onChange={(event) => {
          const next = event.target.value;
          if (!isSiteLanguage(next) || next === language) return;
          setChosen(next);
          void switchLanguage(next);
        }}
      >
        {SITE_LANGUAGES.map((option) => (
          <FormControlLabel
            key={option}
            value={option}
            control={<Radio />}
            label={<span lang={option}>{SITE_LANGUAGE_NAMES[option]}</span>}
          />
        ))}
      </RadioGroup>
    </Section>
  );
}
