/** The spec switches to the mobile menu at a window width of 768px or less (part 1 §2). */
export const MOBILE_MAX_WIDTH = 768;
export const DESKTOP_MEDIA = `@media (min-width: ${MOBILE_MAX_WIDTH + 1}px)`;
/**
 * Wide enough for the desktop navigation but not for the brand's name beside it (narrow laptops and
 * tablets held sideways): the header shows the brand's mark alone.
 */
export const COMPACT_DESKTOP_MEDIA = `@media (min-width: ${MOBILE_MAX_WIDTH + 1}px) and (max-width: 1099.98px)`;
/**
 * The narrowest phones (360px and below, the most common Android width): a signed-in student's chat link
 * moves from the bar into the menu, so the brand's name keeps its room beside the bell and the picture.
 */
export const NARROW_PHONE_MEDIA = '@media (max-width: 399.98px)';
