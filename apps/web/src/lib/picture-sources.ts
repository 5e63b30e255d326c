/** The widths the server resizes public pictures to (`/img/<width>/<key>`); any other width is refused. */
export type PictureWidth = 96 | 192 | 320 | 480 | 640 | 960 | 1280;

const UPLOADS_PREFIX = '/uploads/';

/**
 * A public picture at one of the resized widths: '/uploads/blogs/x.webp' → '/img/640/blogs/x.webp'.
 * Pictures from elsewhere (an external URL, a bundled asset) are returned as they are.
 */
export function resizedPicture(src: string, width: PictureWidth): string {
  return src.startsWith(UPLOADS_PREFIX) ? `/img/${width}/${src.slice(UPLOADS_PREFIX.length)}` : src;
}

/**
 * `src`, `srcSet` and `sizes` for an <img>, so a phone downloads a picture the size it shows instead of
 * the full upload. `src` is the largest listed width, for browsers that ignore srcset.
 */
export function pictureSources(src: string, widths: readonly PictureWidth[], sizes: string) {
  const largest = widths[widths.length - 1];
  if (!src.startsWith(UPLOADS_PREFIX) || largest === undefined) return { src };
  return {
    src: resizedPicture(src, largest),
    srcSet: widths.map((width) => `${resizedPicture(src, width)} ${width}w`).join(', '),
    sizes,
  };
}
