import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MailHealth } from '@neetmentor/contract';
import { apiPost } from '../../../lib/api-client.ts';
import { DASHBOARD_KEY } from './get-dashboard-data.ts';

/** Mail still retrying and mail given up on, for the dashboard's alert. */
export function getMailHealth(): Promise<MailHealth> {
  return apiPost<MailHealth>('/admin/mail-health', {});
}

export const mailHealthQuery = queryOptions({
  queryKey: [...DASHBOARD_KEY, 'mail-health'],
  queryFn: getMailHealth,
  // An outage starts and ends without anyone acting here: look again while the dashboard is open.
  refetchInterval: 60_000,
});

export function useMailHealth() {
  return useQuery(mailHealthQuery);
}
