import type { MentorApplicationResult } from '@neetmentor/contract';
import { apiPost } from '../../../lib/api-client.ts';

export interface AcademicDetails {
  neetScore: string;
  neetExamYear: string;
  yearOfEducation: string;
  institute: string;
  number: string;
  gender: string;
  neetAttempt: string;
}

export interface AcademicDocuments {
  scoreCard: File;
  collegeId: File;
}

function academicsForm(details: AcademicDetails, documents: AcademicDocuments): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(details)) form.append(name, value.trim());
  form.append('agreeVerificationStep', 'true');
  form.append('scoreCard', documents.scoreCard);
  form.append('studentId', documents.collegeId);
  return form;
}

/**
 * Step two of the application, sent once the e-mail is verified: the fields and both images. The answer
 * says whether the application fee is still to be paid (not waived) and how much it is, in rupees.
 */
export function fillAcademicDetails(
  mentorId: string,
  details: AcademicDetails,
  documents: AcademicDocuments,
): Promise<MentorApplicationResult> {
  const form = academicsForm(details, documents);
  form.append('id', mentorId);
  return apiPost<MentorApplicationResult>('/mentors/fill-academic-details', form, { anonymous: true });
}

/**
 * A rejected applicant's new application: the same fields and images, for the account whose login with the
 * right password gave this browser its sign-up token (so no id is sent).
 */
export function reapplyWithAcademicDetails(
  details: AcademicDetails,
  documents: AcademicDocuments,
): Promise<MentorApplicationResult> {
  return apiPost<MentorApplicationResult>('/mentors/reapply', academicsForm(details, documents), {
    anonymous: true,
  });
}
