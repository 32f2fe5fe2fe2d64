import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { ACCEPTED_IMAGE_TYPES, MAX_UPLOAD_BYTES, msg } from '@lunna/contract';
import { AppError } from '../../lib/app-error';

const MAX_EDGE = 1600;

/**
 * Checks an upload by its content (not its name), then re-encodes it to WebP: the output carries no
 * metadata (no GPS in children's photos) and no payload smuggled after the image data.
 */
export async function processImage(data: Buffer, field: string): Promise<Buffer> {
  if (data.length > MAX_UPLOAD_BYTES) {
    throw new AppError(413, 'PAYLOAD_TOO_LARGE', msg.fileTooLarge(MAX_UPLOAD_BYTES), {
      [field]: msg.fileTooLarge(MAX_UPLOAD_BYTES),
    });
  }
  const type = await fileTypeFromBuffer(data);
  if (!type || !(ACCEPTED_IMAGE_TYPES as readonly string[]).includes(type.mime)) {
    throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', msg.fileType, { [field]: msg.fileType });
  }
  try {
    return await sharp(data, { limitInputPixels: 40_000_000 })
      .rotate() // apply EXIF orientation before the metadata is dropped
      .resize({ width: MAX_EDGE, height: MAX_EDGE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', msg.fileType, { [field]: msg.fileType });
  }
}
