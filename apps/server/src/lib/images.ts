import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { badRequest, unsupportedMediaType } from './app-error.ts';

const ALLOWED = new Set(['image/jpeg', 'image/png', 'image/webp']);

export interface ProcessedImage {
  data: Buffer;
  width: number;
  height: number;
}

/**
 * Accepts JPEG, PNG or WebP judged by content (never by name), re-encodes to WebP, applies the
 * EXIF orientation and drops all metadata (location, camera), and shrinks to `maxSize` pixels.
 */
export async function processUploadedImage(
  input: Buffer,
  options: { maxSize: number },
): Promise<ProcessedImage> {
  const type = await fileTypeFromBuffer(input);
  if (!type || !ALLOWED.has(type.mime)) {
    throw unsupportedMediaType('Please upload an image (JPEG, PNG or WebP).');
  }
  try {
    const { data, info } = await sharp(input, { failOn: 'error', limitInputPixels: 50_000_000 })
      .rotate()
      .resize({ width: options.maxSize, height: options.maxSize, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height };
  } catch {
    throw badRequest('The image could not be read. Please choose another file.');
  }
}
