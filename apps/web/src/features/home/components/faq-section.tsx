import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { styled } from '@mui/material/styles';
import { ChevronDownIcon } from '../../../components/icons.tsx';
import { FAQ_ENTRIES } from '../home-content.ts';
import { Section, SectionHeading, SectionInner } from './section.tsx';

const List = styled('div')({ display: 'grid', gap: 12, maxWidth: 820, margin: '0 auto' });

const Item = styled('div')(({ theme }) => ({
  borderRadius: 16,
  background: theme.palette.background.paper,
  border: `1px solid ${theme.palette.divider}`,
  boxShadow: '0 4px 14px rgba(20, 33, 61, 0.05)',
  '&[data-open="true"]': { borderColor: theme.palette.primary.main },
}));

const Question = styled('h3')({ margin: 0 });

const Toggle = styled('button')(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: theme.spacing(2),
  width: '100%',
  minHeight: 56,
  padding: theme.spacing(2, 2.5),
  border: 0,
  borderRadius: 16,
  background: 'none',
  color: theme.palette.text.primary,
  font: 'inherit',
  fontSize: '1.0625rem',
  fontWeight: 700,
  textAlign: 'left',
  cursor: 'pointer',
  '& svg': { flexShrink: 0, color: theme.palette.primary.main, transition: 'transform 200ms ease' },
  '&[aria-expanded="true"] svg': { transform: 'rotate(180deg)' },
  '@media (prefers-reduced-motion: reduce)': { '& svg': { transition: 'none' } },
}));

const Answer = styled('div')(({ theme }) => ({
  padding: theme.spacing(0, 2.5, 2.5),
  color: theme.palette.text.secondary,
  lineHeight: 1.65,
  '& p': { margin: 0 },
}));

/** Four questions; one answer open at a time, and clicking the open one closes it (spec part 1 §2). */
export function FaqSection() {
  const { t } = useTranslation('home');
  const baseId = useId();
  const [openIndex, setOpenIndex] = useState<number | null>(null);

  return (
    <Section id="faq" aria-labelledby="faq-title">
      <SectionInner>
        <SectionHeading id="faq-title" eyebrow={t('faq.eyebrow')} title={t('faq.title')} />
        <List>
          {FAQ_ENTRIES.map((entry, index) => {
            const open = openIndex === index;
            const buttonId = `${baseId}-question-${index}`;
            const panelId = `${baseId}-answer-${index}`;
            return (
              <Item key={entry} data-open={open}>
                <Question>
                  <Toggle
                    id={buttonId}
                    type="button"
                    aria-expanded={open}
                    aria-controls={panelId}
                    onClick={() => setOpenIndex(open ? null : index)}
                  >
                    {t(`faq.entries.${entry}.question`)}
                    <ChevronDownIcon size={24} />
                  </Toggle>
                </Question>
                <Answer id={panelId} role="region" aria-labelledby={buttonId} hidden={!open}>
                  <p>{t(`faq.entries.${entry}.answer`)}</p>
                </Answer>
              </Item>
            );
          })}
        </List>
      </SectionInner>
    </Section>
  );
}
