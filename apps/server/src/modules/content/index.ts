// What other modules may use of the content module.
export { blogRead, blogsRead, featuredMentorsRead, getBlog, testimonialsRead } from './content.service.ts';
export { getCurrentWebinar, webinarRead } from './content-forms.service.ts';
