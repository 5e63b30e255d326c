import { StudentProfilePage } from '../../features/student/pages/student-profile-page.tsx';
import { RequireSession } from '../require-session.tsx';

/** The student's own pages, behind the student guard; loaded only when opened. */
export function StudentProfileRoute() {
  return (
    <RequireSession role="student">
      <StudentProfilePage />
    </RequireSession>
  );
}
