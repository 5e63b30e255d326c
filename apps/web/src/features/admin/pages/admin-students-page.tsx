import type { AdminStudent } from '@neetmentor/contract';
import { DashboardPageFrame } from '../../../components/dashboard-page-frame.tsx';
import { SessionTable, type TableColumn } from '../../../components/session-table.tsx';
import { TableSearch } from '../../../components/table-search.tsx';
import { useListAddress } from '../../../lib/use-list-address.ts';
import { useStudents } from '../api/get-students.ts';
import { Dash, Email, IdCell } from '../components/cells.tsx';
import { ScrollRegion } from '../components/scroll-region.tsx';
import { TableHeader } from '../components/table-header.tsx';

const COLUMNS: TableColumn<AdminStudent>[] = [
  {
    header: 'Username',
    cell: (student) => <IdCell id={student.username} name={`${student.firstName} ${student.lastName}`} />,
  },
  { header: 'Email', cell: (student) => <Email>{student.email}</Email> },
  { header: 'Class', cell: (student) => student.currentClass ?? <Dash /> },
  { header: 'Gender', cell: (student) => student.gender ?? <Dash /> },
  { header: 'Phone Number', cell: (student) => student.number ?? <Dash /> },
];

/** /admin-dashboard/students: every registered student (spec part 2 §2). */
export function AdminStudentsPage() {
  const { page, search, setPage, setSearch } = useListAddress();
  const students = useStudents(page, search);
  return (
    <DashboardPageFrame title="Total Students" lead="Every student with a verified e-mail address.">
      <TableHeader>
        <TableSearch
          label="Search by username"
          hint="A username or its beginning, at least 4 characters."
          applied={search}
          onSearch={setSearch}
        />
      </TableHeader>
      <ScrollRegion label="Students">
        <SessionTable
          caption="Students"
          columns={COLUMNS}
          rowKey={(student) => student._id}
          result={students.data}
          loading={students.isPending}
          error={students.error}
          onRetry={() => void students.refetch()}
          stale={students.isPlaceholderData}
          emptyText={search ? `No student with a username starting “${search}”.` : 'No students yet'}
          page={page}
          onPageChange={setPage}
        />
      </ScrollRegion>
    </DashboardPageFrame>
  );
}
