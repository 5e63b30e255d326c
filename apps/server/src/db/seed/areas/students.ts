import { STUDENT_CLASSES, type Gender } from '@neetmentor/contract';
import { DEMO_LOGINS } from '../../demo-logins.ts';
import { students } from '../../schema/index.ts';
import { DAY, HOUR, MINUTE, type DemoContext, type WithId } from '../demo-context.ts';
import { GENERIC_SURNAMES, pickFirstName, pickRegion } from '../people.ts';
import type { MentorsDemo, SeededMentor } from './mentors.ts';
import type { CustomReferralCodeRow } from './referrals.ts';

export type StudentRow = WithId<typeof students.$inferInsert>;

export interface StudentsDemo {
  /** The demo login's student. */
  demoStudent: StudentRow;
  /** Every other student; the first eleven have hand-written bookings with the demo mentor. */
  others: StudentRow[];
  /** The demo student first, then the others. */
  all: StudentRow[];
}

const GENERATED_STUDENTS = 36;

interface StudentSpec {
  firstName: string;
  lastName: string;
  gender: Gender;
  email?: string;
  currentClass: (typeof STUDENT_CLASSES)[number];
  number: string | null;
  withPicture: boolean;
  createdAt: Date;
  googleOnly?: boolean;
}

/** Students of every class, one signed up with Google only, some referred by mentors or organisations. */
export function addStudentsDemo(
  demo: DemoContext,
  { mentors, referralCodes }: { mentors: MentorsDemo; referralCodes: readonly CustomReferralCodeRow[] },
): StudentsDemo {
  const { rand, ago, after } = demo;
  const rows: StudentRow[] = [];

  function addStudent(spec: StudentSpec): StudentRow {
    const id = rand.uuid();
    const username = demo.uniqueHandle(spec.firstName, spec.lastName);
    const row: StudentRow = {
      id,
      username,
      firstName: spec.firstName,
      lastName: spec.lastName,
      email: spec.email ?? `${username}@example.com`,
      passwordHash: spec.googleOnly ? null : demo.passwordHash,
      googleSub: spec.googleOnly ? `demo-google-${rand.digits(12)}` : null,
      linkedinSub: null,
      number: spec.number,
      gender: spec.gender,
      currentClass: spec.currentClass,
      profilePicture: null,
      emailVerifiedAt: after(spec.createdAt, 3 * MINUTE),
      referralCodeUsed: null,
      referredByMentorId: null,
      customReferralId: null,
      createdAt: spec.createdAt,
      updatedAt: spec.createdAt,
    };
    rows.push(row);
    if (spec.withPicture) {
      demo.addAvatar('students', id, spec.firstName, spec.lastName, (url) => {
        row.profilePicture = url;
      });
    }
    return row;
  }

  const demoStudent = addStudent({
    firstName: 'Priya',
    lastName: 'Sharma',
    gender: 'Female',
    email: DEMO_LOGINS.student,
    currentClass: '12th',
    number: '9876543210',
    withPicture: true,
    createdAt: ago(320 * DAY),
  });
  const others: StudentRow[] = [];
  for (let i = 0; i < GENERATED_STUDENTS; i++) {
    const gender: Gender = i % 13 === 5 ? 'Others' : rand.chance(0.55) ? 'Female' : 'Male';
    const region = pickRegion(rand);
    others.push(
      addStudent({
        firstName: pickFirstName(rand, gender),
        lastName: rand.chance(0.7) ? rand.pick(region.surnames) : rand.pick(GENERIC_SURNAMES),
        gender,
        currentClass: rand.pick(STUDENT_CLASSES),
        number: rand.chance(0.6) ? demo.mobileNumber() : null,
        withPicture: rand.chance(0.6),
        createdAt: ago(rand.int(185, 420) * DAY - rand.int(0, 23) * HOUR),
        googleOnly: i === 9,
      }),
    );
  }

  function refer(student: StudentRow, mentor: SeededMentor): void {
    student.referralCodeUsed = mentor.row.referralCode;
    student.referredByMentorId = mentor.row.id;
  }
  const [, featuredSecond] = mentors.featured;
  others.slice(0, 4).forEach((student) => refer(student, mentors.demoMentor));
  others.slice(4, 6).forEach((student) => refer(student, featuredSecond));
  const [firstCode, secondCode] = referralCodes;
  others.slice(6, 14).forEach((student, index) => {
    const code = index < 5 ? firstCode : secondCode;
    if (!code) return;
    student.referralCodeUsed = code.code;
    student.customReferralId = code.id;
  });

  demo.insert(students, rows);
  return { demoStudent, others, all: [demoStudent, ...others] };
}
