/** The spec switches to the mobile menu at a window width of 768px or less (part 1 §2). */
export const MOBILE_MAX_WIDTH = 768;
export const DESKTOP_MEDIA = `@media (min-width: ${MOBILE_MAX_WIDTH + 1}px)`;
