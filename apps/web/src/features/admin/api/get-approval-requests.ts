import { useQuery } from '@tanstack/react-query';
import type { ApprovalRequest } from '@neetmentor/contract';
import { adminListQuery, ADMIN_KEY } from './admin-list.ts';

export const APPROVAL_REQUESTS_KEY = [...ADMIN_KEY, 'approval-requests'] as const;

/** Applications waiting for a decision, oldest first (15 a page); `search` is a first name. */
export function approvalRequestsQuery(page: number, search: string) {
  return adminListQuery<ApprovalRequest>(APPROVAL_REQUESTS_KEY, '/admin/approval-requests', page, search);
}

export function useApprovalRequests(page: number, search: string) {
  return useQuery(approvalRequestsQuery(page, search));
}
