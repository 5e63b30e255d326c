import { and, asc, eq } from 'drizzle-orm';
import type { Category } from '@neetmentor/contract';
import type { Executor } from '../../db/client.ts';
import { mentors, packages } from '../../db/schema/index.ts';

const packageColumns = {
  id: packages.id,
  category: packages.category,
  kind: packages.kind,
  name: packages.name,
  descriptionHtml: packages.descriptionHtml,
  pricePaise: packages.pricePaise,
  realPricePaise: packages.realPricePaise,
  mentorEarningPaise: packages.mentorEarningPaise,
  isActive: packages.isActive,
};

/** The catalog (one package of each kind per category), in each category's order. */
export function listPackages(executor: Executor, category: Category | undefined) {
  return executor
    .select(packageColumns)
    .from(packages)
    .where(category ? eq(packages.category, category) : undefined)
    .orderBy(asc(packages.category), asc(packages.sortOrder), asc(packages.id));
}

/** A package, locked until the transaction ends so two edits of it apply one after the other. */
export async function findPackageForUpdate(executor: Executor, id: string) {
  const [row] = await executor.select(packageColumns).from(packages).where(eq(packages.id, id)).for('update');
  return row;
}

export type PackageRow = NonNullable<Awaited<ReturnType<typeof findPackageForUpdate>>>;

export async function updatePackage(
  executor: Executor,
  id: string,
  values: {
    pricePaise: number;
    realPricePaise: number;
    descriptionHtml: string;
    mentorEarningPaise: number;
    now: Date;
  },
) {
  const [row] = await executor
    .update(packages)
    .set({
      pricePaise: values.pricePaise,
      realPricePaise: values.realPricePaise,
      descriptionHtml: values.descriptionHtml,
      mentorEarningPaise: values.mentorEarningPaise,
      updatedAt: values.now,
    })
    .where(eq(packages.id, id))
    .returning(packageColumns);
  if (!row) throw new Error(`package ${id} vanished`);
  return row;
}

/** Approved mentors of a category (who offer its packages): the ones a price change concerns. */
export function listApprovedMentorsOfCategory(executor: Executor, category: Category) {
  return executor
    .select({
      id: mentors.id,
      firstName: mentors.firstName,
      lastName: mentors.lastName,
      email: mentors.email,
      language: mentors.language,
    })
    .from(mentors)
    .where(and(eq(mentors.category, category), eq(mentors.applicationStatus, 'approved')))
    .orderBy(asc(mentors.id));
}
