import {
  CATEGORIES,
  paiseToRupees,
  ROUTES,
  rupeesToPaise,
  type Catalog,
  type CatalogPackage,
  type Category,
  type UpdatePackageRequest,
} from '@neetmentor/contract';
import type { AppContext } from '../../context.ts';
import { fullName } from '../../lib/full-name.ts';
import { badRequest, notFound } from '../../lib/app-error.ts';
import { sanitizeRichText } from '../../lib/rich-text.ts';
import { audit } from '../admin/index.ts';
import { composeMail, greeting, wordingFor, type Wording } from '../mail/index.ts';
import { notify } from '../notifications/index.ts';
import {
  findPackageForUpdate,
  listApprovedMentorsOfCategory,
  listPackages,
  updatePackage,
  type PackageRow,
} from './catalog.repository.ts';

type CatalogContext = Pick<AppContext, 'db' | 'clock' | 'outbox' | 'brand'>;

function toCatalogPackage(row: PackageRow): CatalogPackage {
  return {
    _id: row.id,
    category: row.category,
    kind: row.kind,
    packageName: row.name,
    packageDescription: row.descriptionHtml,
    packagePrice: paiseToRupees(row.pricePaise),
    realPackagePrice: paiseToRupees(row.realPricePaise),
    mentorEarning: paiseToRupees(row.mentorEarningPaise),
    isActive: row.isActive,
  };
}

/** The catalog grouped by category (all four, or the one asked for), each in its own order. */
export async function getCatalog(
  ctx: Pick<AppContext, 'db'>,
  category: Category | undefined,
): Promise<Catalog> {
  const rows = await listPackages(ctx.db, category);
  return CATEGORIES.filter((each) => !category || each === category).map((each) => ({
    category: each,
    packages: rows.filter((row) => row.category === each).map(toCatalogPackage),
  }));
}

interface PriceChange {
  what: 'price' | 'realPrice' | 'earning';
  fromPaise: number;
  toPaise: number;
}

/** What changed in a package's money, from what to what. */
function priceChanges(before: PackageRow, after: PackageRow): PriceChange[] {
  const changes: PriceChange[] = [
    { what: 'price', fromPaise: before.pricePaise, toPaise: after.pricePaise },
    { what: 'realPrice', fromPaise: before.realPricePaise, toPaise: after.realPricePaise },
    { what: 'earning', fromPaise: before.mentorEarningPaise, toPaise: after.mentorEarningPaise },
  ];
  return changes.filter((change) => change.fromPaise !== change.toPaise);
}

/** The lines of a price-change notice, in the reader's language. */
function describeChanges(w: Wording, changes: PriceChange[]): string[] {
  return changes.map((change) =>
    w.t(`catalog.priceUpdate.${change.what}`, {
      to: w.rupees(change.toPaise),
      from: w.rupees(change.fromPaise),
    }),
  );
}

/**
 * Edits a catalog package. A change of price, real price or earning is announced to every approved mentor
 * of the category (e-mail through the outbox and an in-app notification) in the same transaction. Sessions
 * already bought keep the price and earning they were bought at.
 */
export async function editPackage(
  ctx: CatalogContext,
  adminId: string,
  request: UpdatePackageRequest,
): Promise<{ package: CatalogPackage; mentorsNotified: number }> {
  const descriptionHtml =
    request.packageDescription === undefined
      ? undefined
      : sanitizeRichText(request.packageDescription).trim();
  if (descriptionHtml === '') {
    throw badRequest('The description is empty once unsafe parts are removed.', [
      { path: 'packageDescription', message: 'The description has no text that can be shown.' },
    ]);
  }
  return ctx.db.transaction(async (tx) => {
    const before = await findPackageForUpdate(tx, request.packageId);
    if (!before) throw notFound('This package does not exist.');
    const pricePaise =
      request.packagePrice === undefined ? before.pricePaise : rupeesToPaise(request.packagePrice);
    const realPricePaise =
      request.realPackagePrice === undefined
        ? before.realPricePaise
        : rupeesToPaise(request.realPackagePrice);
    if (realPricePaise < pricePaise) {
      throw badRequest('The real (struck-through) price cannot be below the price.', [
        { path: 'realPackagePrice', message: 'The real price must be at least the price.' },
      ]);
    }
    const mentorEarningPaise =
      request.mentorEarning === undefined ? before.mentorEarningPaise : rupeesToPaise(request.mentorEarning);
    // A paid session never pays the mentor more than the student paid; a free one (the intro call) is
    // the platform's to pay for.
    if (pricePaise > 0 && mentorEarningPaise > pricePaise) {
      throw badRequest('The mentor’s earning cannot be more than the price students pay.', [
        { path: 'mentorEarning', message: 'The earning must be at most the price.' },
      ]);
    }
    const now = ctx.clock.now();
    const after = await updatePackage(tx, request.packageId, {
      pricePaise,
      realPricePaise,
      descriptionHtml: descriptionHtml ?? before.descriptionHtml,
      mentorEarningPaise,
      now,
    });
    const changes = priceChanges(before, after);
    await audit(
      ctx,
      tx,
      adminId,
      'package.update',
      { type: 'package', id: after.id },
      {
        category: after.category,
        kind: after.kind,
        // The figures, not sentences: the audit log says them in its reader's language.
        priceChanges: changes,
        descriptionChanged: after.descriptionHtml !== before.descriptionHtml,
      },
    );
    if (changes.length === 0) return { package: toCatalogPackage(after), mentorsNotified: 0 };
    const affected = await listApprovedMentorsOfCategory(tx, after.category);
    for (const mentor of affected) {
      const w = wordingFor(mentor.language);
      const lines = describeChanges(w, changes);
      await notify(
        tx,
        'mentor',
        mentor.id,
        w.t('catalog.priceUpdate.notification', {
          package: after.name,
          changes: lines.join(w.t('catalog.priceUpdate.changeSeparator')),
        }),
      );
      await ctx.outbox.enqueue(
        tx,
        composeMail(ctx.brand, w.language, {
          to: mentor.email,
          subject: w.t('catalog.priceUpdate.subject', { package: after.name }),
          heading: w.t('catalog.priceUpdate.heading'),
          paragraphs: [
            greeting(w, fullName(mentor)),
            w.t('catalog.priceUpdate.intro', { package: after.name, category: after.category }),
            ...lines,
            w.t('catalog.priceUpdate.boughtKeep'),
          ],
          action: { label: w.t('actions.seeWallet'), url: w.page(ctx.brand.publicUrl, ROUTES.mentorWallet) },
        }),
      );
    }
    return { package: toCatalogPackage(after), mentorsNotified: affected.length };
  });
}
