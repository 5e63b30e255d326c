import { sanitizeRichText } from '../../../lib/rich-text.ts';
import {
  adminUpdates,
  blogs,
  contactMessages,
  featuredMentors,
  newsletterSubscriptions,
  testimonials,
  webinarRegistrations,
  webinars,
} from '../../schema/index.ts';
import { BLOG_POSTS } from '../blog-posts.ts';
import { DAY, HOUR, IST_OFFSET, type DemoContext, type WithId } from '../demo-context.ts';
import { blogCoverSvg, webinarSvg } from '../images.ts';
import {
  ADMIN_UPDATES,
  CONTACT_MESSAGES,
  NEWSLETTER_EMAILS,
  TESTIMONIALS,
  WEBINAR_CONTENT_HTML,
} from '../site-content.ts';
import type { AdminDemo } from './admin.ts';
import type { MentorsDemo } from './mentors.ts';
import type { StudentsDemo } from './students.ts';

const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** The home page's featured mentors, in the order the mentors step chose them. */
export function addFeaturedMentorsDemo(demo: DemoContext, { mentors }: { mentors: MentorsDemo }): void {
  demo.insert(
    featuredMentors,
    mentors.featured.map((mentor, index) => ({
      id: demo.rand.uuid(),
      mentorId: mentor.row.id,
      position: index + 1,
      createdAt: demo.ago((60 - index) * DAY),
    })),
  );
}

/** Blogs, testimonials, the coming webinar and its registrations, admin updates, newsletter and contact. */
export function addSiteContentDemo(
  demo: DemoContext,
  { admin, students }: { admin: AdminDemo; students: StudentsDemo },
): void {
  const { rand, ago } = demo;

  const blogRows = BLOG_POSTS.map((post, index) => {
    const createdAt = ago((100 - index * 11) * DAY + rand.int(1, 10) * HOUR);
    const row: WithId<typeof blogs.$inferInsert> = {
      id: rand.uuid(),
      ...post,
      contentHtml: sanitizeRichText(post.contentHtml),
      image: null,
      createdAt,
      updatedAt: createdAt,
    };
    demo.addPicture({
      visibility: 'public',
      key: `blogs/${row.id}.webp`,
      svg: blogCoverSvg(post.title),
      assign: (url) => {
        row.image = url;
      },
    });
    return row;
  });
  demo.insert(blogs, blogRows);

  const testimonialRows = TESTIMONIALS.map((testimonial, index) => {
    const row: WithId<typeof testimonials.$inferInsert> = {
      id: rand.uuid(),
      name: testimonial.name,
      message: testimonial.message,
      image: null,
      createdAt: ago((200 - index * 25) * DAY),
    };
    const [firstName = '', lastName = ''] = testimonial.name.split(' ');
    demo.addAvatar('testimonials', row.id, firstName, lastName, (url) => {
      row.image = url;
    });
    return row;
  });
  demo.insert(testimonials, testimonialRows);

  const webinarDate = nextSundayInIndia(demo.nowMs);
  const webinar: WithId<typeof webinars.$inferInsert> = {
    id: rand.uuid(),
    image: null,
    time: '06:00 PM',
    date: `${webinarDate.day} ${webinarDate.month}`,
    day: 'Sunday',
    year: String(webinarDate.year),
    contentHtml: sanitizeRichText(WEBINAR_CONTENT_HTML),
    isCurrent: true,
    createdAt: ago(4 * DAY),
  };
  demo.addPicture({
    visibility: 'public',
    key: `webinars/${webinar.id}.webp`,
    svg: webinarSvg(`Sunday, ${webinarDate.day} ${webinarDate.month} ${webinarDate.year} · 06:00 PM IST`),
    assign: (url) => {
      webinar.image = url;
    },
  });
  demo.insert(webinars, [webinar]);
  const [s1, , , s4] = students.others;
  if (!s1 || !s4) throw new Error('Expected at least four generated students');
  demo.insert(
    webinarRegistrations,
    [s1, s4].map((student) => ({
      id: rand.uuid(),
      webinarId: webinar.id,
      name: `${student.firstName} ${student.lastName}`,
      email: student.email,
      createdAt: ago(rand.int(1, 3) * DAY),
    })),
  );

  demo.insert(
    adminUpdates,
    ADMIN_UPDATES.map((content, index) => ({
      id: rand.uuid(),
      adminId: admin.row.id,
      content,
      createdAt: ago((75 - index * 17) * DAY),
    })),
  );
  demo.insert(
    newsletterSubscriptions,
    NEWSLETTER_EMAILS.map((email, index) => ({
      id: rand.uuid(),
      email,
      createdAt: ago((30 - index * 9) * DAY),
    })),
  );
  demo.insert(
    contactMessages,
    CONTACT_MESSAGES.map((message, index) => ({
      id: rand.uuid(),
      ...message,
      createdAt: ago((6 - index * 4) * DAY + 2 * HOUR),
    })),
  );
}

/** The webinar is on the first Sunday at least a week away, so the demo always shows an upcoming one. */
function nextSundayInIndia(nowMs: number): { day: number; month: string; year: number } {
  const today = new Date(nowMs + IST_OFFSET);
  const daysAhead = 7 + ((7 - today.getUTCDay()) % 7);
  const sunday = new Date(
    Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() + daysAhead),
  );
  return {
    day: sunday.getUTCDate(),
    month: MONTH_NAMES[sunday.getUTCMonth()] ?? '',
    year: sunday.getUTCFullYear(),
  };
}
