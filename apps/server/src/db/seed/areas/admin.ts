import { DEMO_LOGINS } from '../../demo-logins.ts';
import { admins, auditLog, platformSettings } from '../../schema/index.ts';
import { DAY, IST_OFFSET, type DemoContext, type WithId } from '../demo-context.ts';
import { featuredAdSvg } from '../images.ts';
import type { MentorsDemo } from './mentors.ts';

export type AdminRow = WithId<typeof admins.$inferInsert>;

export interface AdminDemo {
  row: AdminRow;
  /** When the platform started: the earliest demo time, and the fallback for rows without a date. */
  createdAt: Date;
  /** The application fee and its waiver, as the platform settings hold them. */
  verificationAmountPaise: number;
  feeFreeUntil: Date;
  /** When the mentors' referral programme opens (rewards count only from then). */
  referralsAvailableFrom: Date;
}

/** 15 February 2025, 23:59:59 India time: the end of the fee-free period (spec part 1 §9). */
const FEE_FREE_UNTIL = new Date('2025-02-15T18:29:59Z');
const VERIFICATION_AMOUNT_PAISE = 14_900;

/** The admin login and the platform settings. */
export function addAdminDemo(demo: DemoContext): AdminDemo {
  const createdAt = demo.ago(800 * DAY);
  const admin: AdminRow = {
    id: demo.rand.uuid(),
    name: 'Platform Admin',
    email: DEMO_LOGINS.admin,
    passwordHash: demo.passwordHash,
    profilePicture: null,
    createdAt,
    updatedAt: createdAt,
  };
  demo.addAvatar('admins', admin.id, 'Platform', 'Admin', (url) => {
    admin.profilePicture = url;
  });

  const referralsAvailableFrom = nextMayFirstInIndia(demo.nowMs);
  const settings: typeof platformSettings.$inferInsert = {
    id: 1,
    verificationAmountPaise: VERIFICATION_AMOUNT_PAISE,
    feeFreeUntil: FEE_FREE_UNTIL,
    featuredAdImage: null,
    referralsAvailableFrom,
    updatedAt: createdAt,
  };
  demo.addPicture({
    visibility: 'public',
    key: 'site/featured-ad.webp',
    svg: featuredAdSvg(),
    assign: (url) => {
      settings.featuredAdImage = url;
    },
  });

  demo.insert(admins, [admin]);
  demo.insert(platformSettings, [settings]);
  return {
    row: admin,
    createdAt,
    verificationAmountPaise: VERIFICATION_AMOUNT_PAISE,
    feeFreeUntil: FEE_FREE_UNTIL,
    referralsAvailableFrom,
  };
}

/** The audit trail of the admin's decisions on mentor applications, and one deactivation. */
export function addAdminAuditDemo(
  demo: DemoContext,
  { admin, mentors }: { admin: AdminDemo; mentors: MentorsDemo },
): void {
  const { rand } = demo;
  const { rejectedApplicant, deactivated } = mentors;
  const rows: WithId<typeof auditLog.$inferInsert>[] = [];
  const reviewed = [...mentors.approved.slice(-3), rejectedApplicant, deactivated];
  for (const mentor of reviewed) {
    const action = mentor === rejectedApplicant ? 'mentor.reject' : 'mentor.approve';
    rows.push({
      id: rand.uuid(),
      actorRole: 'admin',
      actorId: admin.row.id,
      action,
      targetType: 'mentor',
      targetId: mentor.row.id,
      details: { mentorId: mentor.row.mentorId },
      createdAt: mentor.row.approvedAt ?? mentor.row.rejectedAt ?? admin.createdAt,
    });
  }
  const deactivatedAt = demo.ago(45 * DAY);
  deactivated.row.updatedAt = deactivatedAt;
  rows.push({
    id: rand.uuid(),
    actorRole: 'admin',
    actorId: admin.row.id,
    action: 'mentor.deactivate',
    targetType: 'mentor',
    targetId: deactivated.row.id,
    details: { mentorId: deactivated.row.mentorId },
    createdAt: deactivatedAt,
  });
  demo.insert(auditLog, rows);
}

/** The referrals page stays behind its "available from May" overlay until the next 1 May, India time. */
function nextMayFirstInIndia(nowMs: number): Date {
  const year = new Date(nowMs + IST_OFFSET).getUTCFullYear();
  const mayFirst = (y: number) => Date.UTC(y, 4, 1) - IST_OFFSET;
  return new Date(mayFirst(year) > nowMs ? mayFirst(year) : mayFirst(year + 1));
}
