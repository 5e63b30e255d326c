// Bulk data for the benchmarks: mentors, students, bookings in every state with ratings, conversations and
// messages, made by PostgreSQL itself (INSERT … SELECT FROM generate_series) on top of the demo data, so
// 100,000 mentors and a million messages take seconds, not hours. Deterministic: the same sizes give the
// same rows.
import type pg from 'pg';
import { LANGUAGES, STATES, YEARS_OF_EDUCATION } from '@neetmentor/contract';

export interface DataSize {
  mentors: number;
  students: number;
  bookings: number;
  messages: number;
}

export const BENCH_SIZE: DataSize = {
  mentors: 10_000,
  students: 20_000,
  bookings: 50_000,
  messages: 100_000,
};
export const SCALE_SIZE: DataSize = {
  mentors: 100_000,
  students: 200_000,
  bookings: 500_000,
  messages: 1_000_000,
};

const FIRST_NAMES = [
  'Aarav',
  'Diya',
  'Ishaan',
  'Ananya',
  'Kabir',
  'Meera',
  'Rohan',
  'Saanvi',
  'Vihaan',
  'Zoya',
  'Arjun',
  'Kavya',
  'Aditya',
  'Riya',
  'Nikhil',
  'Tara',
  'Karan',
  'Pooja',
  'Siddharth',
  'Nisha',
];
const LAST_NAMES = [
  'Sharma',
  'Iyer',
  'Reddy',
  'Khan',
  'Patel',
  'Nair',
  'Gupta',
  'Das',
  'Singh',
  'Menon',
  'Joshi',
  'Rao',
  'Bose',
  'Kulkarni',
  'Chatterjee',
  'Pillai',
  'Mehta',
  'Verma',
  'Ghosh',
  'Kaur',
];

/** Adds `size` rows of each kind (numbered from 1, prefixed `gen`), in one transaction. */
export async function generateData(pool: pg.Pool, size: DataSize, passwordHash: string): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    await client.query(
      `INSERT INTO mentors (mentor_id, first_name, last_name, email, password_hash, city, state, number, gender,
         neet_score, neet_exam_year, neet_attempts, air_rank, year_of_education, institute, about, languages,
         email_verified_at, application_status, is_active, approved_at, fee_waived, referral_code, created_at, updated_at)
       SELECT 'gen' || i,
              ($2::text[])[1 + i % 20], ($3::text[])[1 + (i / 20) % 20],
              'gen-mentor-' || i || '@example.test', $4, 'City ' || (i % 300),
              ($5::text[])[1 + (i * 7) % 36], '98' || lpad((i % 100000000)::text, 8, '0'),
              (ARRAY['Male','Female','Others'])[1 + i % 3],
              480 + (i * 7919) % 241, 2020 + i % 5, 1 + (i * 3) % 5,
              CASE WHEN i % 4 = 0 THEN 1 + (i * 37) % 50000 END,
              ($6::text[])[1 + i % 5], 'Government Medical College ' || (i % 150),
              'I help with NEET preparation: biology, physics and chemistry revision, and time management.',
              ARRAY['English', ($7::text[])[1 + (i * 11) % 24]],
              now(), 'approved', i % 50 <> 0, now() - (i % 400 || ' days')::interval, true, 'GEN' || i,
              now() - (i % 500 || ' days')::interval, now()
         FROM generate_series(1, $1::int) AS i`,
      [size.mentors, FIRST_NAMES, LAST_NAMES, passwordHash, STATES, YEARS_OF_EDUCATION, LANGUAGES.slice(1)],
    );
    await client.query(
      `INSERT INTO students (username, first_name, last_name, email, password_hash, number, gender, current_class,
         email_verified_at, created_at, updated_at)
       SELECT 'genstudent' || i, ($2::text[])[1 + (i * 3) % 20], ($3::text[])[1 + i % 20],
              'gen-student-' || i || '@example.test', $4, CASE WHEN i % 3 = 0 THEN NULL ELSE '97' || lpad((i % 100000000)::text, 8, '0') END,
              (ARRAY['Male','Female','Others'])[1 + i % 3], (ARRAY['10th','11th','12th','Dropout'])[1 + i % 4],
              now(), now() - (i % 300 || ' days')::interval, now()
         FROM generate_series(1, $1::int) AS i`,
      [size.students, FIRST_NAMES, LAST_NAMES, passwordHash],
    );
    // Numbered views of what was just made, so rows can be paired by arithmetic instead of random look-ups.
    await client.query(`CREATE TEMP TABLE gen_mentors ON COMMIT DROP AS
      SELECT (substring(mentor_id from 4))::int AS n, id, category FROM mentors WHERE mentor_id ~ '^gen[0-9]+$'`);
    await client.query('CREATE UNIQUE INDEX ON gen_mentors (n)');
    await client.query(`CREATE TEMP TABLE gen_students ON COMMIT DROP AS
      SELECT (substring(username from 11))::int AS n, id FROM students WHERE username ~ '^genstudent[0-9]+$'`);
    await client.query('CREATE UNIQUE INDEX ON gen_students (n)');

    // Bookings: a mix of states over the last half year, paid hour-long sessions (the free package is once
    // per pair, which a bulk mix would trip over).
    await client.query(
      `INSERT INTO bookings (student_id, mentor_id, package_id, status, price_paise, mentor_earning_paise, is_free,
         purchased_at, approved_at, completed_at, cancelled_at, cancel_reason, created_at, updated_at)
       SELECT s.id, m.id, p.id, b.status, p.price_paise, p.mentor_earning_paise, false,
              b.bought,
              CASE WHEN b.status IN ('active', 'complete') THEN b.bought + ((1 + i % 20) || ' hours')::interval END,
              CASE WHEN b.status = 'complete' THEN b.bought + ((2 + i % 9) || ' days')::interval END,
              CASE WHEN b.status = 'cancelled' THEN b.bought + interval '24 hours 1 minute' END,
              CASE WHEN b.status = 'cancelled' THEN 'timeout' END,
              b.bought, b.bought
         FROM generate_series(1, $1::int) AS i
         JOIN gen_students s ON s.n = 1 + (i * 7) % $2::int
         JOIN gen_mentors m ON m.n = 1 + (i * 13) % $3::int
         JOIN packages p ON p.category = m.category AND p.kind = 'session60'
         CROSS JOIN LATERAL (SELECT
           (ARRAY['complete','complete','complete','complete','active','active','pending','cancelled','complete','active'])[1 + i % 10] AS status,
           now() - ((i % 180) || ' days')::interval - ((i % 1440) || ' minutes')::interval AS bought) AS b
        WHERE b.status <> 'pending' OR i % 180 = 0`,
      [size.bookings, size.students, size.mentors],
    );
    await client.query(
      `INSERT INTO feedback (mentor_id, student_id, booking_id, rating, review, created_at, updated_at)
       SELECT DISTINCT ON (mentor_id, student_id) mentor_id, student_id, id,
              3 + (abs(hashtext(id::text)) % 3), CASE WHEN abs(hashtext(id::text)) % 2 = 0 THEN 'Clear and kind; my plan finally works.' END,
              completed_at, completed_at
         FROM bookings
        WHERE status = 'complete' AND abs(hashtext(id::text)) % 10 < 6
        ORDER BY mentor_id, student_id, completed_at
       ON CONFLICT DO NOTHING`,
    );
    await client.query(
      `INSERT INTO conversations (student_id, mentor_id, created_at, last_message_at)
       SELECT student_id, mentor_id, min(approved_at), max(approved_at)
         FROM bookings WHERE approved_at IS NOT NULL GROUP BY student_id, mentor_id
       ON CONFLICT DO NOTHING`,
    );
    await client.query(`CREATE TEMP TABLE gen_conversations ON COMMIT DROP AS
      SELECT row_number() OVER (ORDER BY id) AS n, id, student_id, mentor_id, created_at FROM conversations`);
    await client.query('CREATE UNIQUE INDEX ON gen_conversations (n)');
    await client.query(
      `INSERT INTO messages (conversation_id, sender_role, sender_id, receiver_id, body, read_at, created_at)
       SELECT c.id,
              CASE WHEN i % 2 = 0 THEN 'student' ELSE 'mentor' END,
              CASE WHEN i % 2 = 0 THEN c.student_id ELSE c.mentor_id END,
              CASE WHEN i % 2 = 0 THEN c.mentor_id ELSE c.student_id END,
              'Message ' || i || ': shall we go through the last mock test tomorrow evening?',
              CASE WHEN i % 7 <> 0 THEN c.created_at + (i / total || ' minutes')::interval END,
              c.created_at + (i / total || ' minutes')::interval
         FROM generate_series(1, $1::int) AS i
         CROSS JOIN (SELECT count(*) AS total FROM gen_conversations) AS t
         JOIN gen_conversations c ON c.n = 1 + i % t.total`,
      [size.messages],
    );
    await client.query(`UPDATE conversations c SET last_message_at = m.latest
       FROM (SELECT conversation_id, max(created_at) AS latest FROM messages GROUP BY conversation_id) m
      WHERE m.conversation_id = c.id`);
    await client.query('COMMIT');
    // As autovacuum leaves tables in use: statistics, the visibility map, and the trigram index's pending
    // entries merged. Otherwise autovacuum does it at some moment of the timed run.
    await client.query('VACUUM ANALYZE');
  } catch (error) {
    await client.query('ROLLBACK');
    throw error;
  } finally {
    client.release();
  }
}
