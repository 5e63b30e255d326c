import { useQuery } from '@tanstack/react-query';
import type { AuditEntry } from '@neetmentor/contract';
import { adminListQuery, ADMIN_KEY } from './admin-list.ts';

export const AUDIT_LOG_KEY = [...ADMIN_KEY, 'audit-log'] as const;

/** Every admin action, newest first (15 a page). */
export function auditLogQuery(page: number) {
  return adminListQuery<AuditEntry>(AUDIT_LOG_KEY, '/admin/audit-log', page);
}

export function useAuditLog(page: number) {
  return useQuery(auditLogQuery(page));
}
