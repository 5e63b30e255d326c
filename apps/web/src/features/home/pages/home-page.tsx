import { PageSlice } from '../../../lib/page-slices.tsx';
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
      <PageSlice>
        <HeroSection />
      </PageSlice>
      <PageSlice>
        <AchieversMarquee />
      </PageSlice>
      <PageSlice>
        <FeaturedMentorsSection />
      </PageSlice>
      <PageSlice>
        <WhyChooseUsSection />
      </PageSlice>
      <PageSlice>
        <FeaturedSeriesSection />
      </PageSlice>
      <PageSlice>
        <BannerSection />
      </PageSlice>
      <PageSlice>
        <RecentBlogsSection />
      </PageSlice>
      <PageSlice>
        <TestimonialsSection />
      </PageSlice>
      <PageSlice>
        <FaqSection />
      </PageSlice>
    </>
  );
}
