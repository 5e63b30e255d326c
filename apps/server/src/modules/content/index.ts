// What other modules may use of the content module.
export { blogRead, getBlog } from './content.service.ts';
export { getCurrentWebinar } from './content-forms.service.ts';
