import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/database.ts';
import { createMentor } from '../../../test/factories.ts';
import { mentors } from './mentors.ts';
import { paymentDetails } from './wallet.ts';

// The database keeps its own rules, so a bug in one code path can never store a value the rest of
// the product cannot show or pay out to.
describe('database constraints', () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase();
  });

  afterAll(async () => {
    await database.close();
  });

  async function violatedConstraint(write: Promise<unknown>): Promise<string | undefined> {
    try {
      await write;
      return undefined;
    } catch (error) {
      const cause = error instanceof Error && 'cause' in error ? error.cause : error;
      return typeof cause === 'object' && cause !== null && 'constraint' in cause
        ? String(cause.constraint)
        : String(error);
    }
  }

  it('keeps mentor states to the 36 states and union territories', async () => {
    const mentor = await createMentor(database.db);
    const update = database.db.update(mentors).set({ state: 'Atlantis' }).where(eq(mentors.id, mentor.id));
    expect(await violatedConstraint(update)).toBe('mentors_state_check');
    await database.db.update(mentors).set({ state: 'Ladakh - UT' }).where(eq(mentors.id, mentor.id));
  });

  it('keeps mentor languages to the known list, three at most', async () => {
    const mentor = await createMentor(database.db);
    const unknown = database.db
      .update(mentors)
      .set({ languages: ['Hindi', 'Klingon'] })
      .where(eq(mentors.id, mentor.id));
    expect(await violatedConstraint(unknown)).toBe('mentors_languages_known_check');
    const four = database.db
      .update(mentors)
      .set({ languages: ['Hindi', 'English', 'Urdu', 'Tamil'] })
      .where(eq(mentors.id, mentor.id));
    expect(await violatedConstraint(four)).toBe('mentors_languages_check');
  });

  it('asks for holder name and IFSC on bank details only', async () => {
    const mentor = await createMentor(database.db);
    const bankWithoutIfsc = database.db.insert(paymentDetails).values({
      mentorId: mentor.id,
      paymentMethod: 'Bank',
      paymentInfo: '1234 5678 9012 3456',
      accountHolderName: 'Asha Verma',
    });
    expect(await violatedConstraint(bankWithoutIfsc)).toBe('payment_details_bank_fields_check');
    const upiWithIfsc = database.db.insert(paymentDetails).values({
      mentorId: mentor.id,
      paymentMethod: 'Google Pay',
      paymentInfo: '9876543210@upi',
      ifscCode: 'SBIN0001234',
    });
    expect(await violatedConstraint(upiWithIfsc)).toBe('payment_details_bank_fields_check');
    await database.db.insert(paymentDetails).values({
      mentorId: mentor.id,
      paymentMethod: 'Bank',
      paymentInfo: '1234 5678 9012 3456',
      accountHolderName: 'Asha Verma',
      ifscCode: 'SBIN0001234',
    });
  });

  it('answers the name search from the trigram index', async () => {
    // On a table this small PostgreSQL would rather scan; forbid that to see the index is usable.
    const plan = await database.db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL enable_seqscan = off`);
      return tx.execute(
        sql`EXPLAIN SELECT id FROM mentors WHERE lower(first_name || ' ' || last_name || ' ' || mentor_id) LIKE '%sha%'`,
      );
    });
    expect(JSON.stringify(plan.rows)).toContain('mentors_name_search_trgm_idx');
  });
});
