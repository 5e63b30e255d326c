import { formatIstDay, formatRupees, type AuditEntry } from '@neetmentor/contract';

/** How each recorded action reads; an action added later shows its code until it is named here. */
const ACTION_TEXT: Record<string, string> = {
  'admin.login': 'Signed in',
  'admin.logout': 'Signed out',
  'admin.change-password': 'Changed the password',
  'admin.update-details': 'Changed the admin profile',
  'mentor.approve': 'Approved a mentor application',
  'mentor.reject': 'Rejected a mentor application',
  'mentor.activate': 'Activated a mentor',
  'mentor.deactivate': 'Deactivated a mentor',
  'mentor.feature': 'Featured a mentor',
  'mentor.unfeature': 'Stopped featuring a mentor',
  'session.remove-pending': 'Deleted a pending session',
  'payout.clear': 'Cleared a payout',
  'blog.add': 'Published a blog',
  'blog.remove': 'Deleted a blog',
  'webinar.create': 'Created the webinar',
  'webinar.remove': 'Removed the webinar',
  'testimonial.add': 'Added a testimonial',
  'testimonial.delete': 'Deleted a testimonial',
  'update.add': 'Posted an update',
  'update.delete': 'Deleted an update',
  'package.update': 'Changed a package',
  'referral.create': 'Created a referral code',
  'referral.delete': 'Deleted a referral code',
  'settings.featured-ad': 'Changed the featured ad',
  'settings.programme-dates': 'Changed the programme dates',
};

/** The programme dates an entry may hold (`<name>Before`, `<name>After`: India calendar days or null). */
const PROGRAMME_DATE_TEXT: Record<string, { label: string; none: string }> = {
  feeFreeUntil: { label: 'Application fee free until', none: 'no waiver' },
  referralsAvailableFrom: { label: 'Referrals open on', none: 'not scheduled' },
};

const KIND_TEXT: Record<string, string> = {
  intro20: '20-minute package',
  session60: '60-minute package',
  monthly: 'monthly package',
};

export function describeAction(action: string): string {
  return ACTION_TEXT[action] ?? action;
}

function text(details: Record<string, unknown>, key: string): string | null {
  const value = details[key];
  return typeof value === 'string' && value !== '' ? value : null;
}

function paise(details: Record<string, unknown>, key: string): string | null {
  const value = details[key];
  return typeof value === 'number' ? formatRupees(value) : null;
}

/**
 * The record an entry is about, in the words people use for it (a mentor's name and MentorId, a blog's
 * title, an organisation and its code), and what changed, from the figures the server kept; the record's
 * type and id only for an old entry of a record since deleted.
 */
export function describeRecord(entry: AuditEntry): { record: string | null; changes: string[] } {
  const details = entry.details ?? {};
  const changes: string[] = [];
  const lines = details.changes;
  if (Array.isArray(lines)) changes.push(...lines.filter((line): line is string => typeof line === 'string'));
  if (details.descriptionChanged === true) changes.push('Description changed');
  const amount = paise(details, 'amountPaise');
  if (amount) changes.push(`Amount: ${amount}`);
  const before = paise(details, 'amountBeforePaise');
  const after = paise(details, 'amountAfterPaise');
  if (before && after) changes.push(`Verification amount: ${after} (was ${before})`);
  for (const [name, { label, none }] of Object.entries(PROGRAMME_DATE_TEXT)) {
    if (!(`${name}After` in details)) continue;
    const day = (key: string) => {
      const value = text(details, key);
      return value ? formatIstDay(value) : none;
    };
    changes.push(`${label}: ${day(`${name}After`)} (was ${day(`${name}Before`)})`);
  }
  if (details.pictureChanged === true) changes.push('New picture');
  if (details.emailChanged === true) changes.push('New e-mail address');

  const category = text(details, 'category');
  const kind = text(details, 'kind');
  // A deleted record's name is kept in the entry; a live one's is read when the log is listed.
  const excerpt = text(details, 'excerpt');
  const name =
    entry.targetName ?? text(details, 'title') ?? text(details, 'name') ?? (excerpt ? `“${excerpt}”` : null);
  // The handle people search by, beside the name when both are known: a MentorId, a referral code.
  const handle = text(details, 'mentorId') ?? text(details, 'code');
  const record =
    (name && handle ? `${name} (${handle})` : (name ?? handle)) ??
    text(details, 'slug') ??
    (category && kind ? `${category} ${KIND_TEXT[kind] ?? kind}` : null) ??
    (entry.targetType && entry.targetId ? `${entry.targetType} ${entry.targetId.slice(0, 8)}` : null);
  return { record, changes };
}
