import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MentorProfile } from '@neetmentor/contract';
import { apiPost } from '../../../lib/api-client.ts';
import { mentorDetailsQuery } from './get-mentor-details.ts';

export interface MentorDetailsUpdate {
  firstName: string;
  lastName: string;
  /** Must equal the current address: it is the login, and the server does not change it here. */
  email: string;
  number: string;
  city: string;
  state: string;
  yearOfEducation: string;
  gender: string;
  about: string;
  /** Digits, or '' for none. */
  airRank: string;
  languages: readonly string[];
  profilePicture: File | null;
  /** The stamp of the profile the form opened with (mentorEditStamp). */
  editedFrom: string;
}

export function updateMentorDetails(update: MentorDetailsUpdate): Promise<MentorProfile> {
  const form = new FormData();
  const { languages, profilePicture, ...fields } = update;
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  // The spec's multipart names the list `languages[]`, one field per language.
  for (const language of languages) form.append('languages[]', language);
  if (profilePicture) form.append('profilePicture', profilePicture);
  return apiPost<MentorProfile>('/mentors/mentor-update-details', form);
}

/** The answer is the updated profile: it goes straight into the cache, so the header's picture follows. */
export function useUpdateMentorDetails(mentorId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMentorDetails,
    onSuccess: (profile) => queryClient.setQueryData(mentorDetailsQuery(mentorId).queryKey, profile),
  });
}
