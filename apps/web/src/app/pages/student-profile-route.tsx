import { lazy, Suspense } from 'react';
import { ROUTES } from '@neetmentor/contract';
import { PageLoading } from '../../components/page-loading.tsx';
import { RouteErrorBoundary } from '../../components/route-error-boundary.tsx';
import { StudentProfilePage } from '../../features/student/pages/student-profile-page.tsx';
import { RequireSession } from '../require-session.tsx';

// The chat (and its realtime client) downloads only when the Chats tab opens.
const StudentChats = lazy(() =>
  import('../../features/chat/pages/student-chats.tsx').then((m) => ({ default: m.StudentChats })),
);

/** The student's own pages, behind the student guard; loaded only when opened. */
export function StudentProfileRoute() {
  return (
    <RequireSession role="student">
      {/* The student's area has its own home: "Go to home" opens the profile afresh. */}
      <RouteErrorBoundary home={ROUTES.studentProfile}>
        <StudentProfilePage
          chats={
            <Suspense fallback={<PageLoading />}>
              <StudentChats />
            </Suspense>
          }
        />
      </RouteErrorBoundary>
    </RequireSession>
  );
}
