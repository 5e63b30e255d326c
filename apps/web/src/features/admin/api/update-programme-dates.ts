import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProgrammeDates } from '@neetmentor/contract';
import { apiPost } from '../../../lib/api-client.ts';
import { applicationFeeQuery } from '../../../lib/api/get-application-fee.ts';
import { ADMIN_DETAILS_KEY } from './get-admin-details.ts';

/**
 * update-programme-dates: the last fee-free day and the day mentor referrals open, as India calendar days
 * ("2026-02-15"), null for none. Both are sent every time.
 */
export function updateProgrammeDates(dates: ProgrammeDates): Promise<ProgrammeDates> {
  return apiPost('/admin/update-programme-dates', dates);
}

export function useUpdateProgrammeDates() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProgrammeDates,
    // The fee texts read the application fee: an admin who opens a public page next sees the new waiver.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ADMIN_DETAILS_KEY }),
        queryClient.invalidateQueries({ queryKey: applicationFeeQuery.queryKey }),
      ]),
  });
}
