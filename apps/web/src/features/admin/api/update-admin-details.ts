import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminProfile } from '@neetmentor/contract';
import { apiPost } from '../../../lib/api-client.ts';
import { adminDetailsQuery } from './get-admin-details.ts';

export interface AdminDetailsUpdate {
  email: string;
  /** Needed only for a new e-mail address; '' otherwise. */
  currentPassword: string;
  profilePicture: File | null;
}

export function updateAdminDetails({
  email,
  currentPassword,
  profilePicture,
}: AdminDetailsUpdate): Promise<AdminProfile> {
  const form = new FormData();
  form.append('email', email);
  if (currentPassword) form.append('currentPassword', currentPassword);
  if (profilePicture) form.append('profilePicture', profilePicture);
  return apiPost<AdminProfile>('/admin/update-details', form);
}

/** The answer is the updated profile: it goes straight into the cache, so the header's picture follows. */
export function useUpdateAdminDetails(adminId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAdminDetails,
    onSuccess: (profile) => queryClient.setQueryData(adminDetailsQuery(adminId).queryKey, profile),
  });
}
