import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWorld, someoneElse } from '../../../test/actors.ts';
import {
  AUTHORIZATION_MATRIX,
  createMatrixApp,
  isSuccess,
  tableNames,
  toInjectOptions,
  type MatrixApp,
  type MatrixEntry,
} from '../../../test/authorization-matrix.ts';
import { changedTables, snapshotData } from '../../../test/data-checksum.ts';
import { auditLog } from '../../db/schema/index.ts';

/**
 * Every admin action is in the audit log (issue 11). Each admin route of the authorization matrix is called
 * with the admin's own valid request, by an admin of its own: a call that changes any table must add exactly
 * one audit entry by that admin, and a call that changes nothing (a read) must add none. What changed is read
 * from the data itself (a checksum of every table), so a new admin call that forgets its audit entry fails
 * here even when its matrix entry forgets to list the tables it writes.
 */

const AUDIT_TABLE = tableNames([auditLog])[0] ?? 'audit_log';

/** The admin's own calls: refused to visitors, students and mentors; plus the admin's login. */
function isAdminCall(entry: MatrixEntry): boolean {
  const expected = entry.own.expect;
  const adminOnly =
    isSuccess(expected.admin) && !isSuccess(expected.anonymous) && !isSuccess(expected.studentA);
  return adminOnly || entry.route === 'POST /api/v1/admin/login';
}

const ADMIN_CALLS = AUTHORIZATION_MATRIX.filter(isAdminCall);

let subject: MatrixApp;
/** What each call did, for the summary test at the end. */
const observed = new Map<string, { changed: string[] }>();

beforeAll(async () => {
  subject = await createMatrixApp();
});
afterAll(async () => {
  await subject.close();
});

describe('the audit log', () => {
  it.each(ADMIN_CALLS.map((entry) => [entry.route, entry] as const))(
    '%s: a change is audited once, a read not at all',
    async (route, entry) => {
      // A fresh admin per call: a logout or a password change ends only its own session, and its entries
      // are told apart from every other call's by the actor.
      const world = await createWorld(subject);
      const admin = world.actors.admin;
      const adminId = admin.account?.id ?? '';
      const spec = await entry.own.request({
        subject,
        world,
        actor: admin,
        other: someoneElse(world, admin),
        fixtures: subject.fixtures,
      });
      const before = await snapshotData(subject.database.pool);
      const response = await subject.app.inject(toInjectOptions(route, spec, admin));
      const after = await snapshotData(subject.database.pool);
      expect(response.statusCode, response.body.slice(0, 200)).toBeLessThan(300);

      const changed = changedTables(before, after).filter((table) => table.split(' ')[0] !== AUDIT_TABLE);
      const entries = await subject.database.db
        .select({
          actorRole: auditLog.actorRole,
          action: auditLog.action,
          targetType: auditLog.targetType,
          targetId: auditLog.targetId,
        })
        .from(auditLog)
        .where(eq(auditLog.actorId, adminId));
      observed.set(route, { changed });

      if (changed.length === 0) {
        expect(entries, 'a read wrote an audit entry').toEqual([]);
        return;
      }
      expect(entries, `changed ${changed.join(', ')} without exactly one audit entry`).toHaveLength(1);
      expect(entries[0]?.actorRole).toBe('admin');
      // A dotted action name the audit page turns into words (`mentor.approve`, `payout.clear`…).
      expect(entries[0]?.action).toMatch(/^[a-z-]+(\.[a-z-]+)+$/);
      // The matrix lists the audit log among what the call writes, so the hostile-input test allows it.
      expect(tableNames(entry.writes)).toContain(AUDIT_TABLE);
    },
  );

  it('found every admin call the matrix says writes the audit log making a change', () => {
    const writers = ADMIN_CALLS.filter((entry) => tableNames(entry.writes).includes(AUDIT_TABLE)).map(
      (entry) => entry.route,
    );
    const changing = [...observed].filter(([, call]) => call.changed.length > 0).map(([route]) => route);
    expect(changing.sort()).toEqual(writers.sort());
    // Not a vacuous walk: the back office's changes are all there (approvals, payouts, content, catalog…).
    expect(changing.length).toBeGreaterThanOrEqual(20);
  });
});
