import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StudentProfile } from '@neetmentor/contract';
import { apiPost } from '../../../lib/api-client.ts';
import { studentDetailsQuery } from './get-student-details.ts';

export interface StudentDetailsUpdate {
  firstName: string;
  lastName: string;
  /** Must equal the current address; the server does not change it here. */
  email: string;
  username: string;
  number: string;
  gender: string;
  currentClass: string;
  /** "YYYY-MM-DD", or '' when not given. */
  dateOfBirth: string;
  profilePicture: File | null;
  /** The stamp of the profile the form opened with (studentEditStamp). */
  editedFrom: string;
}

export function updateStudentDetails(
  studentId: string,
  update: StudentDetailsUpdate,
): Promise<StudentProfile> {
  const form = new FormData();
  const { profilePicture, ...fields } = update;
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('studentId', studentId);
  if (profilePicture) form.append('profilePicture', profilePicture);
  return apiPost<StudentProfile>('/students/student-update-details', form);
}

/** The answer is the updated profile: it goes straight into the cache, so the header picture follows. */
export function useUpdateStudentDetails(studentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: StudentDetailsUpdate) => updateStudentDetails(studentId, update),
    onSuccess: (profile) => queryClient.setQueryData(studentDetailsQuery(studentId).queryKey, profile),
  });
}
