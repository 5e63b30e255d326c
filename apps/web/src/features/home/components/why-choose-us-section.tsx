import type { ComponentType } from 'react';
import { styled } from '@mui/material/styles';
import { PlanIcon, SchoolIcon, TrophyIcon, VideoIcon } from '../../../components/icons.tsx';
import { Section, SectionHeading, SectionInner } from './section.tsx';

interface Reason {
  title: string;
  text: string;
  Icon: ComponentType<{ size?: number }>;
  tint: string;
  ink: string;
}

const REASONS: Reason[] = [
  {
    title: 'Expert Guidance',
    text: 'Learn from MBBS students who cleared NEET recently and know exactly what the exam asks of you.',
    Icon: SchoolIcon,
    tint: '#e8f1fa',
    ink: '#0b5fa5',
  },
  {
    title: 'Customized Study Plans',
    text: 'Get a plan built around your strengths, your weak topics and the time left until the exam.',
    Icon: PlanIcon,
    tint: '#e6f4f1',
    ink: '#0f766e',
  },
  {
    title: 'Free Webinars',
    text: 'Join live sessions on strategy, revision and exam-day preparation, free for every student.',
    Icon: VideoIcon,
    tint: '#f3ecfb',
    ink: '#6b3fa0',
  },
  {
    title: 'Success Stories',
    text: 'Hear how toppers handled mock tests, pressure and the final months, and apply what worked.',
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
  return (
    <Section aria-labelledby="why-choose-us-title" style={{ background: '#ffffff' }}>
      <SectionInner>
        <SectionHeading
          id="why-choose-us-title"
          eyebrow="Why choose us"
          title="The guidance coaching classes miss"
        >
          Coaching teaches the syllabus. A mentor who was in your place a year or two ago shows you how to
          prepare for it.
        </SectionHeading>
        <Grid>
          {REASONS.map(({ title, text, Icon, tint, ink }) => (
            <Card key={title}>
              <IconBadge style={{ background: tint, color: ink }}>
                <Icon size={28} />
              </IconBadge>
              <div>
                <Title>{title}</Title>
                <Text>{text}</Text>
              </div>
            </Card>
          ))}
        </Grid>
      </SectionInner>
    </Section>
  );
}
