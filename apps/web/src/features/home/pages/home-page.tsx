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

export function HomePage() {
  usePageHead(HOME_PAGE_TEXT);
  return (
    <>
      <HeroSection />
      <AchieversMarquee />
      <FeaturedMentorsSection />
      <WhyChooseUsSection />
      <FeaturedSeriesSection />
      <BannerSection />
      <RecentBlogsSection />
      <TestimonialsSection />
      <FaqSection />
    </>
  );
}
