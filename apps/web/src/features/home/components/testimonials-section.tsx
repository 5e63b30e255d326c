import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { styled } from '@mui/material/styles';
import type { Testimonial } from '@neetmentor/contract';
import { QuoteIcon } from '../../../components/icons.tsx';
import { useDataSaver } from '../../../lib/data-saver.tsx';
import { pictureSources } from '../../../lib/picture-sources.ts';
import { useTestimonials } from '../../../lib/api/get-testimonials.ts';
import { ScrollRow } from './scroll-row.tsx';
import { Section, SectionHeading, SectionInner } from './section.tsx';

const AVATAR_SIZE = 48;

const Card = styled('figure')(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  height: '100%',
  margin: 0,
  padding: theme.spacing(3),
  borderRadius: 20,
  background: theme.palette.background.paper,
  border: `1px solid ${theme.palette.divider}`,
  boxShadow: '0 6px 20px rgba(20, 33, 61, 0.06)',
}));

const Quote = styled('blockquote')(({ theme }) => ({
  flex: 1,
  margin: theme.spacing(1.5, 0, 2.5),
  color: theme.palette.text.primary,
  lineHeight: 1.65,
  overflowWrap: 'anywhere',
}));

const Person = styled('figcaption')({ display: 'flex', alignItems: 'center', gap: 12, fontWeight: 700 });

const avatarStyles = { width: AVATAR_SIZE, height: AVATAR_SIZE, borderRadius: '50%', flexShrink: 0 } as const;

const Avatar = styled('img')({ ...avatarStyles, objectFit: 'cover', background: '#e8f1fa' });

const Initial = styled('span')(({ theme }) => ({
  ...avatarStyles,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  background: theme.palette.secondary.light,
  color: theme.palette.secondary.dark,
}));

const ShowPhoto = styled('button')(({ theme }) => ({
  ...avatarStyles,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: 0,
  border: `2px dashed ${theme.palette.secondary.main}`,
  background: theme.palette.secondary.light,
  color: theme.palette.secondary.dark,
  font: 'inherit',
  fontWeight: 700,
  cursor: 'pointer',
  '&:focus-visible': { outline: `3px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
}));

function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  const { t } = useTranslation('home');
  const dataSaver = useDataSaver();
  const [photoWanted, setPhotoWanted] = useState(false);
  const initial = testimonial.name.charAt(0).toUpperCase();
  return (
    <Card>
      <QuoteIcon size={32} style={{ color: '#0f766e' }} />
      <Quote>{testimonial.testimonial}</Quote>
      <Person>
        {testimonial.image && dataSaver.on && !photoWanted ? (
          // Data saver: the initial stands in for the photo until the visitor taps it.
          <ShowPhoto
            type="button"
            aria-label={t('testimonials.showPhoto', { name: testimonial.name })}
            onClick={() => setPhotoWanted(true)}
          >
            {initial}
          </ShowPhoto>
        ) : testimonial.image ? (
          <Avatar
            {...pictureSources(testimonial.image, [96], `${AVATAR_SIZE}px`)}
            alt=""
            width={AVATAR_SIZE}
            height={AVATAR_SIZE}
            loading="lazy"
            decoding="async"
          />
        ) : (
          <Initial aria-hidden="true">{initial}</Initial>
        )}
        {testimonial.name}
      </Person>
    </Card>
  );
}

/** Student testimonials. A failed fetch is only logged (spec part 1 §8), so the section simply stays away. */
export function TestimonialsSection() {
  const { t } = useTranslation('home');
  // Arriving cards render as a deferred update, in slices, so they never hold up a slow phone for long.
  const testimonials = useDeferredValue(useTestimonials().data);
  if (!testimonials || testimonials.length === 0) return null;
  return (
    <Section aria-labelledby="testimonials-title" style={{ background: '#ffffff' }}>
      <SectionInner>
        <SectionHeading
          id="testimonials-title"
          eyebrow={t('testimonials.eyebrow')}
          title={t('testimonials.title')}
        >
          {t('testimonials.intro')}
        </SectionHeading>
        <ScrollRow label={t('testimonials.listLabel')} itemWidth="min(86%, 360px)">
          {testimonials.map((testimonial) => (
            <li key={testimonial._id}>
              <TestimonialCard testimonial={testimonial} />
            </li>
          ))}
        </ScrollRow>
      </SectionInner>
    </Section>
  );
}
