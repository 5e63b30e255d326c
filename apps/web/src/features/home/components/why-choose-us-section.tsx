import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { styled } from '@mui/material/styles';
import { PlanIcon, SchoolIcon, TrophyIcon, VideoIcon } from '../../../components/icons.tsx';
import { Section, SectionHeading, SectionInner } from './section.tsx';

interface Reason {
  /** Its title and text in the `home` catalog's `whyChooseUs.reasons`. */
  key: 'expert' | 'plans' | 'webinars' | 'stories';
  Icon: ComponentType<{ size?: number }>;
  tint: string;
  ink: string;
}

const REASONS: Reason[] = [
  {
    key: 'expert',
    Icon: SchoolIcon,
    tint: '#e8f1fa',
    ink: '#0b5fa5',
  },
  {
    key: 'plans',
    Icon: PlanIcon,
    tint: '#e6f4f1',
    ink: '#0f766e',
  },
  {
    key: 'webinars',
    Icon: VideoIcon,
    tint: '#f3ecfb',
    ink: '#6b3fa0',
  },
  {
    key: 'stories',
    Icon: TrophyIcon,
    tint: '#fdf1e3',
    ink: '#a35200',
  },
];

const Grid = styled('ul')(({ theme }) => ({
  display: 'grid',
  gap: theme.spacing(2.5),
  listStyle: 'none',
  margin: 0,
  padding: 0,
  [theme.breakpoints.up('sm')]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  [theme.breakpoints.up('lg')]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
}));

const Card = styled('li')(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  columnGap: theme.spacing(2),
  alignItems: 'start',
  padding: theme.spacing(2.5),
  [theme.breakpoints.up('sm')]: { display: 'block', padding: theme.spacing(3.5, 3) },
  borderRadius: 20,
  background: theme.palette.background.paper,
  border: `1px solid ${theme.palette.divider}`,
  boxShadow: '0 6px 20px rgba(20, 33, 61, 0.06)',
}));

const IconBadge = styled('span')({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 52,
  height: 52,
  borderRadius: 14,
});

const Title = styled('h3')(({ theme }) => ({
  ...theme.typography.h3,
  margin: theme.spacing(0, 0, 0.75),
  [theme.breakpoints.up('sm')]: { margin: theme.spacing(2.5, 0, 1) },
}));

const Text = styled('p')(({ theme }) => ({
  margin: 0,
  color: theme.palette.text.secondary,
  lineHeight: 1.6,
}));

export function WhyChooseUsSection() {
  const { t } = useTranslation('home');
  return (
    <Section aria-labelledby="why-choose-us-title" style={{ background: '#ffffff' }}>
      <SectionInner>
        <SectionHeading
          id="why-choose-us-title"
          eyebrow={t('whyChooseUs.eyebrow')}
          title={t('whyChooseUs.title')}
        >
          {t('whyChooseUs.intro')}
        </SectionHeading>
        <Grid>
          {REASONS.map(({ key, Icon, tint, ink }) => (
            <Card key={key}>
              <IconBadge style={{ background: tint, color: ink }}>
                <Icon size={28} />
              </IconBadge>
              <div>
                <Title>{t(`whyChooseUs.reasons.${key}.title`)}</Title>
                <Text>{t(`whyChooseUs.reasons.${key}.text`)}</Text>
              </div>
            </Card>
          ))}
        </Grid>
      </SectionInner>
    </Section>
  );
}
