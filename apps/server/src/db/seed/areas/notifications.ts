import { notifications } from '../../schema/index.ts';
import { MINUTE, type DemoContext, type WithId } from '../demo-context.ts';
import { NOTIFICATION_TEXT } from '../site-content.ts';
import type { AdminDemo } from './admin.ts';
import type { MentorsDemo } from './mentors.ts';
import type { StudentsDemo } from './students.ts';

export interface Notifier {
  rows: WithId<typeof notifications.$inferInsert>[];
  notify(
    recipientRole: 'student' | 'mentor',
    recipientId: string,
    message: string,
    createdAt: Date,
    isRead: boolean,
  ): void;
}

/** Collects the notifications an area's events sent, for the area to queue with its other rows. */
export function createNotifier(demo: DemoContext): Notifier {
  const rows: Notifier['rows'] = [];
  return {
    rows,
    notify(recipientRole, recipientId, message, createdAt, isRead) {
      rows.push({ id: demo.rand.uuid(), recipientRole, recipientId, message, isRead, createdAt });
    },
  };
}

/** The welcome notes of the demo student and of every approved mentor. */
export function addWelcomeNotificationsDemo(
  demo: DemoContext,
  { admin, mentors, students }: { admin: AdminDemo; mentors: MentorsDemo; students: StudentsDemo },
): void {
  const { rows, notify } = createNotifier(demo);
  const { demoStudent } = students;
  notify(
    'student',
    demoStudent.id,
    NOTIFICATION_TEXT.welcomeStudent,
    demo.after(demoStudent.createdAt ?? admin.createdAt, 5 * MINUTE),
    true,
  );
  for (const mentor of mentors.approved) {
    notify(
      'mentor',
      mentor.row.id,
      NOTIFICATION_TEXT.welcomeMentor,
      mentor.row.approvedAt ?? admin.createdAt,
      true,
    );
  }
  demo.insert(notifications, rows);
}
