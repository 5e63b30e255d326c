// What other modules may use of the mentors module.
export { isListed } from './mentor-listing.repository.ts';
export { getPublicMentorProfile, mentorListingRead, mentorProfileRead } from './mentor-listing.service.ts';
