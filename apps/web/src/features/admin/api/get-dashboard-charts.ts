import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DashboardCharts } from '@neetmentor/contract';
import { apiPost } from '../../../lib/api-client.ts';
import { DASHBOARD_KEY } from './get-dashboard-data.ts';

/** Revenue and bookings by state for each of the last 12 India weeks, oldest first. */
export function getDashboardCharts(): Promise<DashboardCharts> {
  return apiPost<DashboardCharts>('/admin/dashboard-charts', {});
}

export const dashboardChartsQuery = queryOptions({
  queryKey: [...DASHBOARD_KEY, 'charts'],
  queryFn: getDashboardCharts,
});

export function useDashboardCharts() {
  return useQuery(dashboardChartsQuery);
}
