import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBooking, createCatalog } from '../../test/bookings.ts';
import { createTestDatabase, type TestDatabase } from '../../test/database.ts';
import { createMentor, createStudent } from '../../test/factories.ts';
import { copyRow, recordingDb, type Statement } from '../../test/planner.ts';
import {
  listAuditEntries,
  listSessionsByStatus,
  readDashboardFigures,
} from '../modules/admin/admin-overview.repository.ts';
import {
  listApprovedMentors,
  listPendingApplications,
  listVerifiedStudents,
} from '../modules/admin/admin-people.repository.ts';
import { findListedMentors } from '../modules/mentors/mentor-listing.repository.ts';
import { listAllPayouts } from '../modules/wallet/payouts.repository.ts';
import type { Db } from './client.ts';
import * as schema from './schema/index.ts';

// The lists that grow with the platform read their first page off an index and their total from
// row_counts, so page 1 costs the same at 100,000 mentors as at 100. With sorting and sequential scans
// switched off, a plan that still sorts (or scans) one of the big tables has no index serving it.

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  Plans?: PlanNode[];
}

const GROWING_TABLES = ['mentors', 'students', 'bookings', 'audit_log', 'payouts'];

let database: TestDatabase;
let db: Db;
let statements: Statement[];

beforeAll(async () => {
  database = await createTestDatabase();
  ({ db, statements } = recordingDb(database.pool));
  const packageId = (await createCatalog(database.db, 'M3')).session60.id;
  const mentor = await createMentor(database.db);
  await createMentor(database.db, { applicationStatus: 'pending', approvedAt: null });
  const student = await createStudent(database.db);
  for (const status of ['pending', 'active', 'complete'] as const)
    await createBooking(database.db, { studentId: student.id, mentorId: mentor.id, packageId, status });
});
afterAll(async () => {
  await database.close();
});

function flatten(node: PlanNode): PlanNode[] {
  return [node, ...(node.Plans ?? []).flatMap(flatten)];
}

/** Every plan node of a statement, planned with sorts and sequential scans made the last resort. */
async function planNodes(statement: Statement): Promise<PlanNode[]> {
  const client = await database.pool.connect();
  try {
    await client.query('BEGIN');
    await client.query('SET LOCAL enable_sort = off');
    await client.query('SET LOCAL enable_incremental_sort = off');
    await client.query('SET LOCAL enable_seqscan = off');
    const { rows } = await client.query<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(
      `EXPLAIN (FORMAT JSON) ${statement.query}`,
      statement.params,
    );
    const plan = rows[0]?.['QUERY PLAN'][0].Plan;
    if (!plan) throw new Error('no plan');
    return flatten(plan);
  } finally {
    await client.query('ROLLBACK');
    client.release();
  }
}

const window = { search: undefined, limit: 15, offset: 0 };
const lists: [string, () => Promise<unknown>][] = [
  ['the public listing', () => findListedMentors(db, {}, 1)],
  ['approved mentors', () => listApprovedMentors(db, window)],
  ['applications', () => listPendingApplications(db, window)],
  ['verified students', () => listVerifiedStudents(db, window)],
  ['completed sessions', () => listSessionsByStatus(db, { ...window, status: 'complete' })],
  ['active sessions', () => listSessionsByStatus(db, { ...window, status: 'active' })],
  ['session requests', () => listSessionsByStatus(db, { ...window, status: 'pending' })],
  ['the audit log', () => listAuditEntries(db, window)],
  ['payouts', () => listAllPayouts(db, window)],
];

describe('page 1 of each unfiltered list', () => {
  it.each(lists)('%s: rows off an index in order, the total from row_counts', async (_name, read) => {
    statements.length = 0;
    await read();
    expect(statements.length).toBeGreaterThan(0);
    for (const statement of statements) {
      expect(statement.query, 'a total counted from the rows').not.toMatch(/count\(\*\)/i);
      const nodes = await planNodes(statement);
      const sorts = nodes.filter((node) => node['Node Type'].includes('Sort'));
      const scans = nodes.filter(
        (node) => node['Node Type'] === 'Seq Scan' && GROWING_TABLES.includes(node['Relation Name'] ?? ''),
      );
      expect(
        sorts.map((node) => node['Node Type']),
        statement.query,
      ).toEqual([]);
      expect(
        scans.map((node) => node['Relation Name']),
        statement.query,
      ).toEqual([]);
    }
  });
});

describe('the dashboard', () => {
  it('reads its counts from row_counts', async () => {
    statements.length = 0;
    await readDashboardFigures(db);
    expect(statements.map((statement) => statement.query).join('\n')).not.toMatch(/count\(/i);
  });
});

describe('searches on a table of 3,000 listed mentors', () => {
  // The planner needs a table of some size to plan as it does at scale: 3,000 listed mentors spread
  // over 3 genders, 4 categories and 5 states, copied from the one created above.
  beforeAll(async () => {
    const [mentor] = await db.select({ id: schema.mentors.id }).from(schema.mentors).limit(1);
    if (!mentor) throw new Error('no mentor');
    await copyRow(database.pool, 'mentors', mentor.id, 3000, {
      id: 'gen_random_uuid()',
      mentor_id: "'plan' || g",
      email: "'plan' || g || '@example.com'",
      referral_code: 'NULL',
      gender: "(ARRAY['Male','Female','Others'])[g % 3 + 1]",
      category: "(ARRAY['M1','M2','M3','M4'])[g % 4 + 1]",
      state: "(ARRAY['Maharashtra','Kerala','Bihar','Punjab','Goa'])[g % 5 + 1]",
      application_status: "'approved'",
      is_active: 'true',
      email_verified_at: 'now()',
      neet_score: '600',
    });
    // As autovacuum leaves a table in use: statistics, and the trigram index's pending entries merged.
    await database.pool.query('VACUUM ANALYZE mentors');
  });

  /** The plan of the listing's statement for these filters. */
  async function listingPlan(filters: Parameters<typeof findListedMentors>[1]): Promise<string> {
    statements.length = 0;
    await findListedMentors(db, filters, 1);
    const listing = statements.find((statement) => /from "mentors"/.test(statement.query));
    if (!listing) throw new Error('no listing statement');
    const { rows } = await database.pool.query<{ 'QUERY PLAN': string }>(
      `EXPLAIN ${listing.query}`,
      listing.params,
    );
    return rows.map((row) => row['QUERY PLAN']).join('\n');
  }

  it('naming state, gender and category: one range of the listed-filters index, not three scans combined', async () => {
    const plan = await listingPlan({ state: 'Maharashtra', gender: 'Female', category: 'M3' });
    expect(plan).toContain('mentors_listed_filters_idx');
    expect(plan).not.toContain('BitmapAnd');
  });

  it('by name or MentorId: answered from the trigram index, not by reading every mentor', async () => {
    const plan = await listingPlan({ username: '2718' });
    expect(plan).toContain('mentors_name_search_trgm_idx');
  });
});
