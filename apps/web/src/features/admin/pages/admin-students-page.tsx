import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { AdminStudent } from '@neetmentor/contract';
import { DashboardPageFrame } from '../../../components/dashboard-page-frame.tsx';
import { SessionTable, type TableColumn } from '../../../components/session-table.tsx';
import { TableSearch } from '../../../components/table-search.tsx';
import { useListAddress } from '../../../lib/use-list-address.ts';
import { useStudents } from '../api/get-students.ts';
import { Dash, Email, IdCell } from '../components/cells.tsx';
import { ScrollRegion } from '../components/scroll-region.tsx';
import { TableHeader } from '../components/table-header.tsx';

const columns = (t: TFunction<'admin'>): TableColumn<AdminStudent>[] => [
  {
    header: t('students.columns.username'),
    cell: (student) => <IdCell id={student.username} name={`${student.firstName} ${student.lastName}`} />,
  },
  { header: t('students.columns.email'), cell: (student) => <Email>{student.email}</Email> },
  { header: t('students.columns.class'), cell: (student) => student.currentClass ?? <Dash /> },
  { header: t('students.columns.gender'), cell: (student) => student.gender ?? <Dash /> },
  { header: t('students.columns.phone'), cell: (student) => student.number ?? <Dash /> },
];

/** /admin-dashboard/students: every registered student (spec part 2 §2). */
export function AdminStudentsPage() {
  const { t } = useTranslation('admin');
  const { page, search, setPage, setSearch } = useListAddress();
  const students = useStudents(page, search);
  return (
    <DashboardPageFrame title={t('students.title')} lead={t('students.lead')}>
      <TableHeader>
        <TableSearch
          label={t('students.search.label')}
          hint={t('students.search.hint')}
          applied={search}
          onSearch={setSearch}
        />
      </TableHeader>
      <ScrollRegion label={t('students.caption')}>
        <SessionTable
          caption={t('students.caption')}
          columns={columns(t)}
          rowKey={(student) => student._id}
          result={students.data}
          loading={students.isPending}
          error={students.error}
          onRetry={() => void students.refetch()}
          stale={students.isPlaceholderData}
          emptyText={search ? t('students.noneFound', { search }) : t('students.empty')}
          page={page}
          onPageChange={setPage}
        />
      </ScrollRegion>
    </DashboardPageFrame>
  );
}
