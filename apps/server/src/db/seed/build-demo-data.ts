import { addAdminAuditDemo, addAdminDemo } from './areas/admin.ts';
import { addBookingsDemo } from './areas/bookings.ts';
import { addCatalogDemo } from './areas/catalog.ts';
import { addChatDemo } from './areas/chat.ts';
import { addFeaturedMentorsDemo, addSiteContentDemo } from './areas/content.ts';
import { addMentorsDemo } from './areas/mentors.ts';
import { addWelcomeNotificationsDemo } from './areas/notifications.ts';
import { addReferralCodesDemo, addReferralRewardsDemo } from './areas/referrals.ts';
import { addStudentsDemo } from './areas/students.ts';
import { addWalletDemo } from './areas/wallet.ts';
import { createDemoContext, type DemoBuild } from './demo-context.ts';

/**
 * Runs every area's demo step, each after the steps it points at, on one seeded generator and one
 * reference time; the same `now` gives the same rows. Each step draws from the generator in turn,
 * so a new step goes after the existing ones: inserted earlier, it would shift every row drawn after
 * it. Nothing touches the database here: the caller stores the pictures, then writes the rows.
 */
export function buildDemoData(now: Date, passwordHash: string): DemoBuild {
  const demo = createDemoContext(now, passwordHash);
  const admin = addAdminDemo(demo);
  const referralCodes = addReferralCodesDemo(demo);
  const catalog = addCatalogDemo(demo, { admin });
  const mentors = addMentorsDemo(demo, { admin });
  addFeaturedMentorsDemo(demo, { mentors });
  const students = addStudentsDemo(demo, { mentors, referralCodes });
  const bookings = addBookingsDemo(demo, { catalog, mentors, students });
  const rewards = addReferralRewardsDemo(demo, {
    students,
    bookings,
    referralsAvailableFrom: admin.referralsAvailableFrom,
  });
  addWalletDemo(demo, { admin, mentors, credits: [...bookings.earnings, ...rewards] });
  addChatDemo(demo, { catalog, mentors, students, bookings });
  addWelcomeNotificationsDemo(demo, { admin, mentors, students });
  addAdminAuditDemo(demo, { admin, mentors });
  addSiteContentDemo(demo, { admin, students });
  return demo;
}
