import { z } from 'zod';
import { ROLES } from '../constants.ts';

/** One entry of the audit log: who did what to which record, when. */
export const auditEntrySchema = z.object({
  _id: z.string(),
  actor: z.object({
    _id: z.string(),
    role: z.enum(ROLES),
    /** The admin's name, or null when that account no longer exists. */
    name: z.string().nullable(),
  }),
  /** Dotted verb, e.g. `mentor.approve`, `payout.clear`, `blog.add`. */
  action: z.string(),
  targetType: z.string().nullable(),
  targetId: z.string().nullable(),
  /**
   * The record's name as people know it (a person's name, a blog's title, the start of an update, an
   * organisation), read when the log is listed; null when the record is gone or has none.
   */
  targetName: z.string().nullable(),
  details: z.record(z.string(), z.unknown()).nullable(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
