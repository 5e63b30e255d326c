import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MentorSummary } from '@neetmentor/contract';
import { ACCOUNT_QUERY_KEY } from '../../../lib/account-query.ts';
import { apiPost } from '../../../lib/api-client.ts';
import { takeEarlyRead } from '../../../lib/early-reads.ts';

export const MENTOR_SUMMARY_KEY = [...ACCOUNT_QUERY_KEY, 'mentor-summary'] as const;

export function getMentorSummary(): Promise<MentorSummary> {
  return apiPost<MentorSummary>('/mentors/dashboard-summary', {}, { takeOver: takeEarlyRead });
}

export function mentorSummaryQuery() {
  return queryOptions({ queryKey: MENTOR_SUMMARY_KEY, queryFn: getMentorSummary });
}

export function useMentorSummary() {
  return useQuery(mentorSummaryQuery());
}
