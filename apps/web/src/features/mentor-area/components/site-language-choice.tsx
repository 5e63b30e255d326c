import { useId, useState } from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { styled } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { isSiteLanguage, SITE_LANGUAGE_NAMES, SITE_LANGUAGES, type SiteLanguage } from '@neetmentor/contract';
import { switchLanguage, useLanguage } from '../../../i18n/language.ts';

const Section = styled('section')(({ theme }) => ({
  display: 'grid',
  gap: theme.spacing(1.5),
  padding: theme.spacing(3, 2),
  background: theme.palette.background.paper,
  border: `1px solid ${theme.palette.divider}`,
  borderRadius: 16,
  [theme.breakpoints.up('sm')]: { padding: theme.spacing(3) },
  '& p': { margin: 0 },
}));

const Heading = styled('h2')({ margin: 0, fontSize: '1.25rem', fontWeight: 800 });

const Muted = styled('p')(({ theme }) => ({ color: theme.palette.text.secondary }));

/**
 * The account's choice of language: stored on the account (the e-mails follow it) and the site reloads in
 * it. Each language is named in itself, so a mentor who cannot read the current one still finds theirs.
 */
export function SiteLanguageChoice() {
  const { t } = useTranslation('mentor');
  const language = useLanguage();
  const titleId = useId();
  const [switchingTo, setSwitchingTo] = useState<SiteLanguage | null>(null);

  function choose(value: string) {
    if (!isSiteLanguage(value) || value === language) return;
    setSwitchingTo(value);
    void switchLanguage(value);
  }

  return (
    <Section aria-labelledby={titleId}>
      <Heading id={titleId}>{t('profile.siteLanguage.title')}</Heading>
      <Muted>{t('profile.siteLanguage.text')}</Muted>
      <RadioGroup
        aria-labelledby={titleId}
        value={switchingTo ?? language}
        onChange={(event) => choose(event.target.value)}
      >
        {SITE_LANGUAGES.map((option) => (
          <FormControlLabel
            key={option}
            value={option}
            control={<Radio />}
            label={SITE_LANGUAGE_NAMES[option]}
            lang={option}
            disabled={switchingTo !== null}
          />
        ))}
      </RadioGroup>
      <p role="status">
        {switchingTo && t('profile.siteLanguage.switching', { language: SITE_LANGUAGE_NAMES[switchingTo] })}
      </p>
    </Section>
  );
}
