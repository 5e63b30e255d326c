import type { TFunction } from 'i18next';
import { formatIstDay, formatRupees, type AuditEntry, type SiteLanguage } from '@neetmentor/contract';

/**
 * Each recorded action's key in the admin catalog's `auditLog.actions`; an action added later shows its
 * code until it is named here.
 */
const ACTION_KEYS = {
  'admin.login': 'adminLogin',
  'admin.logout': 'adminLogout',
  'admin.change-password': 'adminChangePassword',
  'admin.update-details': 'adminUpdateDetails',
  'mentor.approve': 'mentorApprove',
  'mentor.reject': 'mentorReject',
  'mentor.activate': 'mentorActivate',
  'mentor.deactivate': 'mentorDeactivate',
  'mentor.feature': 'mentorFeature',
  'mentor.unfeature': 'mentorUnfeature',
  'session.remove-pending': 'sessionRemovePending',
  'payout.clear': 'payoutClear',
  'held-earning.release': 'heldEarningRelease',
  'held-earning.cancel': 'heldEarningCancel',
  'blog.add': 'blogAdd',
  'blog.remove': 'blogRemove',
  'webinar.create': 'webinarCreate',
  'webinar.remove': 'webinarRemove',
  'testimonial.add': 'testimonialAdd',
  'testimonial.delete': 'testimonialDelete',
  'update.add': 'updateAdd',
  'update.delete': 'updateDelete',
  'package.update': 'packageUpdate',
  'referral.create': 'referralCreate',
  'referral.delete': 'referralDelete',
  'review.hide': 'reviewHide',
  'review.unhide': 'reviewUnhide',
  'settings.featured-ad': 'settingsFeaturedAd',
  'settings.programme-dates': 'settingsProgrammeDates',
} as const;

type KnownAction = keyof typeof ACTION_KEYS;

/** The programme dates an entry may hold (`<name>Before`, `<name>After`: India calendar days or null). */
const PROGRAMME_DATES = ['feeFreeUntil', 'referralsAvailableFrom'] as const;

const KINDS = ['intro20', 'session60', 'monthly'] as const;

function isKnownAction(action: string): action is KnownAction {
  return Object.hasOwn(ACTION_KEYS, action);
}

function isKind(kind: string): kind is (typeof KINDS)[number] {
  return (KINDS as readonly string[]).includes(kind);
}

export function describeAction(action: string, t: TFunction<'admin'>): string {
  return isKnownAction(action) ? t(`auditLog.actions.${ACTION_KEYS[action]}`) : action;
}

const PRICE_FIGURES = ['price', 'realPrice', 'earning'] as const;

interface PriceChange {
  what: (typeof PRICE_FIGURES)[number];
  fromPaise: number;
  toPaise: number;
}

function isPriceChange(value: unknown): value is PriceChange {
  if (typeof value !== 'object' || value === null) return false;
  const { what, fromPaise, toPaise } = value as Record<string, unknown>;
  return (
    (PRICE_FIGURES as readonly unknown[]).includes(what) &&
    typeof fromPaise === 'number' &&
    typeof toPaise === 'number'
  );
}

/** A package's changed figures (`priceChanges`: which one, from and to, in paise). */
function priceChangesOf(details: Record<string, unknown>): PriceChange[] {
  const changes = details.priceChanges;
  return Array.isArray(changes) ? changes.filter(isPriceChange) : [];
}

function text(details: Record<string, unknown>, key: string): string | null {
  const value = details[key];
  return typeof value === 'string' && value !== '' ? value : null;
}

/**
 * The record an entry is about, in the words people use for it (a mentor's name and MentorId, a blog's
 * title, an organisation and its code), and what changed, from the figures the server kept; the record's
 * type and id only for an old entry of a record since deleted.
 */
export function describeRecord(
  entry: AuditEntry,
  t: TFunction<'admin'>,
  language: SiteLanguage,
): { record: string | null; changes: string[] } {
  const details = entry.details ?? {};
  const paise = (key: string): string | null => {
    const value = details[key];
    return typeof value === 'number' ? formatRupees(value, language) : null;
  };
  const changes: string[] = priceChangesOf(details).map(({ what, fromPaise, toPaise }) =>
    t(`auditLog.changes.${what}`, {
      after: formatRupees(toPaise, language),
      before: formatRupees(fromPaise, language),
    }),
  );
  // Entries written before the figures were kept have English lines instead: shown as written.
  const lines = details.changes;
  if (Array.isArray(lines)) changes.push(...lines.filter((line): line is string => typeof line === 'string'));
  if (details.descriptionChanged === true) changes.push(t('auditLog.changes.description'));
  const amount = paise('amountPaise');
  if (amount) changes.push(t('auditLog.changes.amount', { amount }));
  const refund = paise('refundPaise');
  if (refund) changes.push(t('auditLog.changes.refund', { amount: refund }));
  const before = paise('amountBeforePaise');
  const after = paise('amountAfterPaise');
  if (before && after) changes.push(t('auditLog.changes.verificationAmount', { after, before }));
  for (const name of PROGRAMME_DATES) {
    if (!(`${name}After` in details)) continue;
    const day = (key: string) => {
      const value = text(details, key);
      return value ? formatIstDay(value, language) : t(`auditLog.dates.${name}.none`);
    };
    changes.push(
      t('auditLog.changes.date', {
        label: t(`auditLog.dates.${name}.label`),
        after: day(`${name}After`),
        before: day(`${name}Before`),
      }),
    );
  }
  if (details.pictureChanged === true) changes.push(t('auditLog.changes.picture'));
  if (details.emailChanged === true) changes.push(t('auditLog.changes.email'));
  const reason = text(details, 'reason');
  if (reason) changes.push(t('auditLog.changes.reason', { reason }));

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
    (category && kind ? `${category} ${isKind(kind) ? t(`auditLog.kinds.${kind}`) : kind}` : null) ??
    (entry.targetType && entry.targetId ? `${entry.targetType} ${entry.targetId.slice(0, 8)}` : null);
  return { record, changes };
}
