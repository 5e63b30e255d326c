import { conversations, messages } from '../../schema/index.ts';
import { DAY, MINUTE, type DemoContext, type WithId } from '../demo-context.ts';
import { CHAT_SCRIPTS } from '../site-content.ts';
import type { BookingRow, BookingsDemo } from './bookings.ts';
import type { CatalogDemo } from './catalog.ts';
import type { MentorsDemo } from './mentors.ts';
import type { StudentsDemo } from './students.ts';

/** One conversation per student and mentor who share an active or completed session. */
export function addChatDemo(
  demo: DemoContext,
  {
    catalog,
    mentors,
    students,
    bookings,
  }: { catalog: CatalogDemo; mentors: MentorsDemo; students: StudentsDemo; bookings: BookingsDemo },
): void {
  const { rand, after, notLaterThanNow } = demo;
  const conversationRows: WithId<typeof conversations.$inferInsert>[] = [];
  const messageRows: WithId<typeof messages.$inferInsert>[] = [];

  const chatPairs = new Map<string, BookingRow[]>();
  for (const booking of bookings.rows) {
    if (booking.status !== 'active' && booking.status !== 'complete') continue;
    const key = `${booking.studentId}:${booking.mentorId}`;
    chatPairs.set(key, [...(chatPairs.get(key) ?? []), booking]);
  }
  const studentsById = new Map(students.all.map((row) => [row.id, row]));
  const mentorsById = new Map(mentors.rows.map((row) => [row.id, row]));
  for (const pairBookings of chatPairs.values()) {
    // The chat belongs to the pair's most recent session, so a live session has recent messages.
    const anchor = pairBookings.reduce((newest, booking) =>
      (booking.approvedAt?.getTime() ?? 0) > (newest.approvedAt?.getTime() ?? 0) ? booking : newest,
    );
    const student = studentsById.get(anchor.studentId);
    const mentor = mentorsById.get(anchor.mentorId);
    const pkg = catalog.rows.find((row) => row.id === anchor.packageId);
    if (!anchor.approvedAt || !student || !mentor || !pkg) continue;
    const hasActive = anchor.status === 'active';
    const endBound = (hasActive ? demo.nowMs : (anchor.completedAt?.getTime() ?? demo.nowMs)) - MINUTE;
    const windowStart = anchor.approvedAt.getTime() + 10 * MINUTE;
    const windowEnd = Math.min(windowStart + 3 * DAY, endBound);
    const isDemoPair = student.id === students.demoStudent.id || mentor.id === mentors.demoMentor.row.id;
    const script = rand.pick(CHAT_SCRIPTS);
    const count = isDemoPair ? script.length : rand.int(2, script.length);
    const conversationId = rand.uuid();
    const step = count > 1 ? (windowEnd - windowStart) / (count - 1) : 0;
    let lastAt = new Date(windowStart);
    for (let index = 0; index < count; index++) {
      const fromStudent = index % 2 === 0;
      const createdAt = new Date(Math.round((windowStart + step * index) / 1000) * 1000);
      const isLast = index === count - 1;
      const body = (script[index] ?? '')
        .replaceAll('{mentor}', mentor.firstName)
        .replaceAll('{student}', student.firstName)
        .replaceAll('{package}', pkg.name);
      messageRows.push({
        id: rand.uuid(),
        conversationId,
        senderRole: fromStudent ? 'student' : 'mentor',
        senderId: fromStudent ? student.id : mentor.id,
        receiverId: fromStudent ? mentor.id : student.id,
        body,
        clientMessageId: rand.uuid(),
        // In a live conversation the newest message is still waiting to be read.
        readAt: hasActive && isLast ? null : notLaterThanNow(after(createdAt, rand.int(1, 40) * MINUTE)),
        createdAt,
      });
      lastAt = createdAt;
    }
    conversationRows.push({
      id: conversationId,
      studentId: student.id,
      mentorId: mentor.id,
      lastMessageAt: lastAt,
      createdAt: new Date(windowStart),
    });
  }

  demo.insert(conversations, conversationRows);
  demo.insert(messages, messageRows);
}
