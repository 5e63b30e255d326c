import {
  AWAY_MAX_DAYS,
  mentorEditStamp,
  PROFILE_CHANGED_ELSEWHERE,
  REFERRAL_REWARD_RUPEES,
  CATEGORIES,
  type CatalogPackage,
  type MentorProfile,
  type MentorReferrals,
  type MentorUpdateFields,
} from '@neetmentor/contract';
import type { AppContext } from '../../context.ts';
import { badRequest, conflict, notFound } from '../../lib/app-error.ts';
import { processUploadedImage } from '../../lib/images.ts';
import { replacePublicFile } from '../../lib/replaced-files.ts';
import { getReferralsAvailableFrom } from '../admin/index.ts';
import { getCatalog } from '../catalog/index.ts';
import { readWalletTotals } from '../wallet/index.ts';
import { findMentorAccount, setAwayUntil, updateMentorProfile } from './mentors.repository.ts';
import { getMentorDetails } from './mentors.service.ts';

type ProfileContext = Pick<AppContext, 'db' | 'clock' | 'storage'>;

/**
 * mentor-update-details: the profile students see. The e-mail address is the login and the NEET score and
 * exam year come from the verified score card, so none of them changes here; a new picture replaces the
 * old one (deleted after the save).
 */
export async function updateMentorDetails(
  ctx: ProfileContext,
  mentorId: string,
  fields: MentorUpdateFields,
  picture: Buffer | undefined,
): Promise<MentorProfile> {
  const current = await findMentorAccount(ctx.db, mentorId);
  if (!current) throw notFound('This account no longer exists.');
  if (fields.email.toLowerCase() !== current.email.toLowerCase()) {
    throw badRequest('The e-mail address cannot be changed here. Please contact support to change it.', [
      { path: 'email', message: 'The e-mail address cannot be changed.' },
    ]);
  }
  // A change made in another tab or on another device since the form opened is not silently undone.
  const address = { city: current.city, state: current.state };
  if (fields.editedFrom !== undefined && fields.editedFrom !== mentorEditStamp({ ...current, address }))
    throw conflict(PROFILE_CHANGED_ELSEWHERE);
  const image = picture ? await processUploadedImage(picture, { maxSize: 512 }) : undefined;
  const now = ctx.clock.now();
  await replacePublicFile(ctx, {
    current: current.profilePicture,
    replacement: image && { key: `mentors/${mentorId}-${now.getTime().toString(36)}.webp`, data: image.data },
    // Saved only if the profile is still the one checked above: of two saves racing, one is refused.
    save: async (profilePicture) => {
      const change = {
        firstName: fields.firstName,
        lastName: fields.lastName,
        number: fields.number,
        city: fields.city,
        state: fields.state,
        yearOfEducation: fields.yearOfEducation,
        gender: fields.gender,
        about: fields.about ? fields.about : null,
        airRank: fields.airRank ?? null,
        languages: fields.languages,
        profilePicture,
      };
      if (!(await updateMentorProfile(ctx.db, mentorId, change, current, now)))
        throw conflict(PROFILE_CHANGED_ELSEWHERE);
    },
  });
  return getMentorDetails(ctx, mentorId);
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Away mode (beyond the spec): no new bookings until `until` (exams, holidays); requests already made and
 * sessions already running go on. `null` ends it.
 */
export async function setAwayMode(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  mentorId: string,
  until: string | null,
): Promise<MentorProfile> {
  const now = ctx.clock.now();
  const moment = until ? new Date(until) : null;
  if (moment && (moment <= now || moment.getTime() - now.getTime() > AWAY_MAX_DAYS * DAY_MS)) {
    throw badRequest(`Choose a return date in the next ${AWAY_MAX_DAYS} days.`, [
      { path: 'until', message: `Choose a return date in the next ${AWAY_MAX_DAYS} days.` },
    ]);
  }
  await setAwayUntil(ctx.db, mentorId, moment, now);
  return getMentorDetails(ctx, mentorId);
}

/** The referrals page: the mentor's own code, who used it, and whether the programme has opened. */
export async function readMentorReferrals(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  mentorId: string,
): Promise<MentorReferrals> {
  const [account, wallet, availableFrom] = await Promise.all([
    findMentorAccount(ctx.db, mentorId),
    readWalletTotals(ctx.db, mentorId),
    getReferralsAvailableFrom(ctx.db),
  ]);
  if (!account) throw notFound('This account no longer exists.');
  return {
    code: account.referralCode,
    referredStudents: wallet.referredStudents,
    rewardedStudents: wallet.referralRewards,
    rewardRupees: REFERRAL_REWARD_RUPEES,
    availableFrom: availableFrom ? availableFrom.toISOString() : null,
    available: availableFrom !== null && availableFrom <= ctx.clock.now(),
  };
}

/** The wallet's price card: the packages of the mentor's category with what each earns, as the catalog says. */
export async function readPriceCard(
  ctx: Pick<AppContext, 'db'>,
  mentorId: string,
): Promise<CatalogPackage[]> {
  const account = await findMentorAccount(ctx.db, mentorId);
  const category = CATEGORIES.find((each) => each === account?.category);
  if (!category) return [];
  const [catalog] = await getCatalog(ctx, category);
  return (catalog?.packages ?? []).filter((item) => item.isActive);
}
