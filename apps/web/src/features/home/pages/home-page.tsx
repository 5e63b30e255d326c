import { HydrationSlice } from '../../../lib/hydration-slices.tsx';
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
      <HydrationSlice>
        <HeroSection />
      </HydrationSlice>
      <HydrationSlice>
        <AchieversMarquee />
      </HydrationSlice>
      <HydrationSlice>
        <FeaturedMentorsSection />
      </HydrationSlice>
      <HydrationSlice>
        <WhyChooseUsSection />
      </HydrationSlice>
      <HydrationSlice>
        <FeaturedSeriesSection />
      </HydrationSlice>
      <HydrationSlice>
        <BannerSection />
      </HydrationSlice>
      <HydrationSlice>
        <RecentBlogsSection />
      </HydrationSlice>
      <HydrationSlice>
        <TestimonialsSection />
      </HydrationSlice>
      <HydrationSlice>
        <FaqSection />
      </HydrationSlice>
    </>
  );
}
