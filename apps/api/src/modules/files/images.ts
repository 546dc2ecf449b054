import sharp from 'sharp';
import type { ImageExtension } from './storage';

/** Largest side of a stored profile photo, in pixels. */
export const PROFILE_IMAGE_MAX_PX = 512;
/** Refuse images whose pixel count would take too much memory to decode (decompression bombs). */
const MAX_INPUT_PIXELS = 40_000_000;

/**
 * The image type of a buffer by its first bytes (JPEG, PNG or GIF), or null. The name and the declared
 * content type are never trusted.
 */
export function sniffImageType(data: Buffer): ImageExtension | null {
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'jpg';
  if (
    data.length >= 8 &&
    data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  )
    return 'png';
  if (data.length >= 6) {
    const head = data.subarray(0, 6).toString('latin1');
    if (head === 'GIF87a' || head === 'GIF89a') return 'gif';
  }
  return null;
}

/**
 * The document type of a buffer by its first bytes: JPEG, PNG or PDF (`%PDF-`), or null. For prescriptions and
 * reports; names and declared types are never trusted.
 */
export function sniffDocumentType(data: Buffer): 'jpg' | 'png' | 'pdf' | null {
  if (data.length >= 5 && data.subarray(0, 5).toString('latin1') === '%PDF-') return 'pdf';
  const image = sniffImageType(data);
  return image === 'jpg' || image === 'png' ? image : null;
}

/** The photo could not be decoded as the image its bytes claim to be. */
export class UnreadableImageError extends Error {
  constructor(cause: unknown) {
    super('The image could not be decoded', { cause });
    this.name = 'UnreadableImageError';
  }
}

/**
 * Re-encodes a photo in its own format, at most 512 px on its longest side, turned upright by its EXIF
 * orientation and stripped of metadata (location and camera data do not leave the phone through us).
 */
export async function resizeProfileImage(data: Buffer, type: ImageExtension): Promise<Buffer> {
  return resizeImage(data, type, PROFILE_IMAGE_MAX_PX);
}

/** Width and height of an image in pixels (after its EXIF orientation); UnreadableImageError when undecodable. */
export async function imageSize(data: Buffer): Promise<{ width: number; height: number }> {
  try {
    const meta = await sharp(data, {
      limitInputPixels: MAX_INPUT_PIXELS,
      failOn: 'error',
    }).metadata();
    const turned = (meta.orientation ?? 1) >= 5;
    const width = meta.width;
    const height = meta.height;
    return turned ? { width: height, height: width } : { width, height };
  } catch (error) {
    throw new UnreadableImageError(error);
  }
}

/** As resizeProfileImage, at most `maxPx` on the longest side (catalogue pictures are larger). */
export async function resizeImage(
  data: Buffer,
  type: ImageExtension,
  maxPx: number,
): Promise<Buffer> {
  try {
    const image = sharp(data, {
      limitInputPixels: MAX_INPUT_PIXELS,
      animated: type === 'gif',
      failOn: 'error',
    })
      .rotate()
      .resize({
        width: maxPx,
        height: maxPx,
        fit: 'inside',
        withoutEnlargement: true,
      });
    if (type === 'jpg') return await image.jpeg({ quality: 82, mozjpeg: true }).toBuffer();
    if (type === 'png') return await image.png({ compressionLevel: 9 }).toBuffer();
    return await image.gif().toBuffer();
  } catch (error) {
    throw new UnreadableImageError(error);
  }
}
