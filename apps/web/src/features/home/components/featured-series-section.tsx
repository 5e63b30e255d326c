import { useTranslation } from 'react-i18next';
import { styled } from '@mui/material/styles';
import { FEATURED_SERIES } from '../home-content.ts';
import { ScrollRow } from './scroll-row.tsx';
import { Section, SectionHeading, SectionInner } from './section.tsx';

const TINTS = ['#0b5fa5', '#0f766e', '#6b3fa0'];

const Card = styled('div')(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'space-between',
  gap: theme.spacing(3),
  height: '100%',
  minHeight: 176,
  padding: theme.spacing(3),
  borderRadius: 20,
  color: '#ffffff',
  boxShadow: '0 8px 22px rgba(20, 33, 61, 0.12)',
}));

const SeriesNumber = styled('span')({
  fontSize: '2.25rem',
  fontWeight: 800,
  lineHeight: 1,
  opacity: 0.9,
});

const Title = styled('h3')(({ theme }) => ({ ...theme.typography.h3, margin: 0, color: '#ffffff' }));

export function FeaturedSeriesSection() {
  const { t } = useTranslation('home');
  return (
    <Section aria-labelledby="featured-series-title">
      <SectionInner>
        <SectionHeading
          id="featured-series-title"
          eyebrow={t('featuredSeries.eyebrow')}
          title={t('featuredSeries.title')}
        >
          {t('featuredSeries.intro')}
        </SectionHeading>
        <ScrollRow label={t('featuredSeries.listLabel')} itemWidth="min(78%, 280px)">
          {FEATURED_SERIES.map((item, index) => (
            <li key={item}>
              <Card
                style={{
                  background: `linear-gradient(150deg, ${TINTS[index % TINTS.length]} 0%, #0b2540 130%)`,
                }}
              >
                <SeriesNumber aria-hidden="true">{String(index + 1).padStart(2, '0')}</SeriesNumber>
                <Title>{t(`featuredSeries.items.${item}`)}</Title>
              </Card>
            </li>
          ))}
        </ScrollRow>
      </SectionInner>
    </Section>
  );
}
