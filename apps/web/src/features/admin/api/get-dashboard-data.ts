import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DashboardData } from '@neetmentor/contract';
import { apiPost } from '../../../lib/api-client.ts';
import { takeEarlyRead } from '../../../lib/early-reads.ts';
import { ADMIN_KEY } from './admin-list.ts';

/** The dashboard's figures and charts: every change of sessions, mentors or money makes them stale. */
export const DASHBOARD_KEY = [...ADMIN_KEY, 'dashboard'] as const;

export function getDashboardData(): Promise<DashboardData> {
  return apiPost<DashboardData>('/admin/dashboard-data', {}, { takeOver: takeEarlyRead });
}

export const dashboardDataQuery = queryOptions({
  queryKey: [...DASHBOARD_KEY, 'figures'],
  queryFn: getDashboardData,
});

export function useDashboardData() {
  return useQuery(dashboardDataQuery);
}
