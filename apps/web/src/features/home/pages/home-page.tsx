import { Suspense } from 'react';
import { usePageHead } from '../../../lib/page-head.ts';
import { HOME_PAGE_TEXT } from '@neetmentor/contract';
import { AchieversMarquee } from '../components/achievers-marquee.tsx';
import { BannerSection } from '../components/banner-section.tsx';
import { FaqSection } from '../components/faq-section.tsx';
import { FeaturedMentorsSection } from '../components/featured-mentors-section.tsx';
import { FeaturedSeriesSection } from '../components/featured-series-section.tsx';
import { HeroSection } from '../components/hero-section.tsx';
import { RecentBlogsSection } from '../components/recent-blogs-section.tsx';
import { TestimonialsSection } from '../components/testimonials-section.tsx';
import { WhyChooseUsSection } from '../components/why-choose-us-section.tsx';

/** Each section is brought to life in a task of its own when the page comes from the server. */
export function HomePage() {
  usePageHead(HOME_PAGE_TEXT);
  return (
    <>
      <Suspense fallback={null}>
        <HeroSection />
      </Suspense>
      <Suspense fallback={null}>
        <AchieversMarquee />
      </Suspense>
      <Suspense fallback={null}>
        <FeaturedMentorsSection />
      </Suspense>
      <Suspense fallback={null}>
        <WhyChooseUsSection />
      </Suspense>
      <Suspense fallback={null}>
        <FeaturedSeriesSection />
      </Suspense>
      <Suspense fallback={null}>
        <BannerSection />
      </Suspense>
      <Suspense fallback={null}>
        <RecentBlogsSection />
      </Suspense>
      <Suspense fallback={null}>
        <TestimonialsSection />
      </Suspense>
      <Suspense fallback={null}>
        <FaqSection />
      </Suspense>
    </>
  );
}
