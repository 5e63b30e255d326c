import { useId, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { styled } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { isSiteLanguage, SITE_LANGUAGE_NAMES, SITE_LANGUAGES, type SiteLanguage } from '@neetmentor/contract';
import { useErrorText } from '../i18n/error-text.ts';
import { switchLanguage, useLanguage } from '../i18n/language.ts';

const Form = styled('form')(({ theme }) => ({
  display: 'grid',
  gap: theme.spacing(1.5),
  justifyItems: 'start',
  '& h2': { margin: 0, fontSize: '1.125rem', fontWeight: 800 },
  '& p': { margin: 0 },
}));

const Muted = styled('p')(({ theme }) => ({ color: theme.palette.text.secondary }));

/**
 * The account's language, in a student's, mentor's or admin's settings: stored on the account (its e-mails
 * follow it), then the site reloads in it. Picked, then applied with the button, because arrow keys move
 * through a radio group by changing its value, and a change that reloaded the page would fail WCAG 3.2.2
 * (On Input). Each language is named in itself, so a reader who cannot read the current one finds theirs.
 */
export function SiteLanguageChoice({ className }: { className?: string }) {
  const { t } = useTranslation('common');
  const errorText = useErrorText();
  const language = useLanguage();
  const titleId = useId();
  const [chosen, setChosen] = useState<SiteLanguage>(language);
  const [switching, setSwitching] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function apply(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (switching || chosen === language) return;
    setSwitching(true);
    setError(null);
    try {
      // On success the page goes to the language's address, so the form stays "switching" until it leaves.
      await switchLanguage(chosen, { mustStore: true });
    } catch (failure) {
      setError(errorText(failure));
      setSwitching(false);
    }
  }

  return (
    <Form className={className} aria-labelledby={titleId} onSubmit={(event) => void apply(event)}>
      <h2 id={titleId}>{t('siteLanguage.title')}</h2>
      <Muted>{t('siteLanguage.text')}</Muted>
      <RadioGroup
        name="site-language"
        aria-labelledby={titleId}
        value={chosen}
        onChange={(event) => {
          if (isSiteLanguage(event.target.value)) setChosen(event.target.value);
        }}
      >
        {SITE_LANGUAGES.map((option) => (
          <FormControlLabel
            key={option}
            value={option}
            control={<Radio />}
            label={SITE_LANGUAGE_NAMES[option]}
            lang={option}
            disabled={switching}
          />
        ))}
      </RadioGroup>
      {error && <Alert severity="error">{error}</Alert>}
      <Button type="submit" variant="outlined" disabled={switching || chosen === language}>
        {t('siteLanguage.apply')}
      </Button>
      <p role="status">
        {switching && t('siteLanguage.switching', { language: SITE_LANGUAGE_NAMES[chosen] })}
      </p>
    </Form>
  );
}
