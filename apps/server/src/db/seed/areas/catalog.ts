import {
  CATEGORIES,
  MONTHLY_PACKAGE_NAME,
  PRICE_CARD,
  type Category,
  type PackageKind,
} from '@neetmentor/contract';
import { sanitizeRichText } from '../../../lib/rich-text.ts';
import { packages } from '../../schema/index.ts';
import type { DemoContext, WithId } from '../demo-context.ts';
import type { AdminDemo } from './admin.ts';

export type PackageRow = WithId<typeof packages.$inferInsert>;

export interface CatalogDemo {
  rows: PackageRow[];
  packageFor(category: Category, kind: PackageKind): PackageRow;
}

interface CatalogEntry {
  category: Category;
  kind: PackageKind;
  name: string;
  descriptionHtml: string;
  pricePaise: number;
  realPricePaise: number;
  mentorEarningPaise: number;
  sortOrder: number;
}

const RUPEE = 100;

const SESSION_PRICE: Record<Category, number> = { M1: 199, M2: 249, M3: 299, M4: 349 };
const SESSION_REAL_PRICE: Record<Category, number> = { M1: 399, M2: 499, M3: 599, M4: 699 };
const MONTHLY_PRICE: Record<Category, number> = { M1: 999, M2: 1299, M3: 1599, M4: 1999 };
const MONTHLY_REAL_PRICE: Record<Category, number> = { M1: 1999, M2: 2499, M3: 2999, M4: 3999 };
/** The monthly package is not on the contract's price card; about 40 % of the price, like the 60-minute session. */
const MONTHLY_EARNING: Record<Category, number> = { M1: 400, M2: 520, M3: 640, M4: 800 };
const INTRO_REAL_PRICE = 99;

const INTRO_DESCRIPTION = `<ul>
<li>20-minute one-on-one video call with your mentor</li>
<li>Quick review of where your preparation stands</li>
<li>Two or three priorities to work on next</li>
<li>One free intro call per mentor</li>
</ul>`;

const SESSION_DESCRIPTION = `<ul>
<li>60-minute one-on-one video session</li>
<li>Personalised study plan and revision schedule</li>
<li>Doubt solving in Physics, Chemistry and Biology</li>
<li>Mock test analysis with clear next steps</li>
<li>Chat with your mentor to fix the time</li>
</ul>`;

const MONTHLY_DESCRIPTION = `<ul>
<li><strong>One month</strong> of one-on-one mentorship</li>
<li>Weekly video sessions and progress reviews</li>
<li>Unlimited chat for doubts and daily accountability</li>
<li>Customised roadmap and mock test strategy</li>
<li>Motivation and stress management support</li>
</ul>`;

/** Product rules §5: a free 20-minute intro, a 60-minute session and the monthly package for each category. */
function buildCatalog(): CatalogEntry[] {
  return CATEGORIES.flatMap((category): CatalogEntry[] => [
    {
      category,
      kind: 'intro20',
      name: 'Free 20-Minute Intro Call',
      descriptionHtml: sanitizeRichText(INTRO_DESCRIPTION),
      pricePaise: 0,
      realPricePaise: INTRO_REAL_PRICE * RUPEE,
      mentorEarningPaise: PRICE_CARD.intro20[category] * RUPEE,
      sortOrder: 1,
    },
    {
      category,
      kind: 'session60',
      name: '60-Minute Mentorship Session',
      descriptionHtml: sanitizeRichText(SESSION_DESCRIPTION),
      pricePaise: SESSION_PRICE[category] * RUPEE,
      realPricePaise: SESSION_REAL_PRICE[category] * RUPEE,
      mentorEarningPaise: PRICE_CARD.session60[category] * RUPEE,
      sortOrder: 2,
    },
    {
      category,
      kind: 'monthly',
      name: MONTHLY_PACKAGE_NAME,
      descriptionHtml: sanitizeRichText(MONTHLY_DESCRIPTION),
      pricePaise: MONTHLY_PRICE[category] * RUPEE,
      realPricePaise: MONTHLY_REAL_PRICE[category] * RUPEE,
      mentorEarningPaise: MONTHLY_EARNING[category] * RUPEE,
      sortOrder: 3,
    },
  ]);
}

/** Every package of the catalog, active since the platform started. */
export function addCatalogDemo(demo: DemoContext, { admin }: { admin: AdminDemo }): CatalogDemo {
  const byKey = new Map<string, PackageRow>();
  const rows: PackageRow[] = [];
  for (const entry of buildCatalog()) {
    const row: PackageRow = {
      id: demo.rand.uuid(),
      ...entry,
      isActive: true,
      createdAt: admin.createdAt,
      updatedAt: admin.createdAt,
    };
    byKey.set(`${entry.category}:${entry.kind}`, row);
    rows.push(row);
  }
  demo.insert(packages, rows);
  return {
    rows,
    packageFor(category, kind) {
      const row = byKey.get(`${category}:${kind}`);
      if (!row) throw new Error(`Catalog has no ${kind} package for ${category}`);
      return row;
    },
  };
}
