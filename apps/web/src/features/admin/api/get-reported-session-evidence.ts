import { useQuery } from '@tanstack/react-query';
import type { ReportedSessionEvidence } from '@neetmentor/contract';
import { apiGet } from '../../../lib/api-client.ts';
import { REPORTED_SESSIONS_KEY } from './reported-sessions.ts';

/** A reported session's evidence, read when an admin opens it (and again after a decision). */
export function useReportedSessionEvidence(bookingId: string) {
  return useQuery({
    queryKey: [...REPORTED_SESSIONS_KEY, bookingId, 'evidence'],
    queryFn: () => apiGet<ReportedSessionEvidence>(`/admin/reported-sessions/${bookingId}/evidence`),
  });
}
