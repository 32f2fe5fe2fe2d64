import { fileTypeFromBuffer } from 'file-type';
import type Sharp from 'sharp';
import { ACCEPTED_IMAGE_TYPES, MAX_UPLOAD_BYTES, msg } from '@lunna/contract';
import { AppError } from '../../lib/app-error';
import { lazyRequire } from '../../lib/lazy-require';

// libvips loads with the first image, not at start.
const loadSharp = lazyRequire<typeof Sharp>('sharp');

const MAX_EDGE = 1600;

/**
 * Checks an upload by its content (not its name), then re-encodes it to WebP: the output carries no
 * metadata (no GPS in children's photos) and no payload smuggled after the image data.
 */
export async function processImage(data: Buffer, field: string): Promise<Buffer> {
  await assertAcceptedImage(data, field);
  try {
    return await loadSharp()(data, { limitInputPixels: 40_000_000 })
      .rotate() // apply EXIF orientation before the metadata is dropped
      .resize({ width: MAX_EDGE, height: MAX_EDGE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', msg.fileType, { [field]: msg.fileType });
  }
}

/** The child banner's shape: 4:1, as wide as a full-width banner on a large screen. */
export const COVER_WIDTH = 1600;
export const COVER_HEIGHT = 400;

/**
 * A banner cover: checked like any upload, then cropped to the banner's 4:1 ratio around the most
 * interesting part of the picture and re-encoded to WebP without metadata. Always 1600×400, so the
 * banner never has to guess the picture's shape.
 */
export async function processCover(data: Buffer, field: string): Promise<Buffer> {
  await assertAcceptedImage(data, field);
  try {
    return await loadSharp()(data, { limitInputPixels: 40_000_000 })
      .rotate()
      .resize({
        width: COVER_WIDTH,
        height: COVER_HEIGHT,
        fit: 'cover',
        position: loadSharp().strategy.attention,
      })
      .webp({ quality: 80 })
      .toBuffer();
  } catch {
    throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', msg.fileType, { [field]: msg.fileType });
  }
}

/** Size and type, the latter by content (not by the name or the declared type). */
async function assertAcceptedImage(data: Buffer, field: string): Promise<void> {
  if (data.length > MAX_UPLOAD_BYTES) {
    throw new AppError(413, 'PAYLOAD_TOO_LARGE', msg.fileTooLarge(MAX_UPLOAD_BYTES), {
      [field]: msg.fileTooLarge(MAX_UPLOAD_BYTES),
    });
  }
  const type = await fileTypeFromBuffer(data);
  if (!type || !(ACCEPTED_IMAGE_TYPES as readonly string[]).includes(type.mime)) {
    throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', msg.fileType, { [field]: msg.fileType });
  }
}

export type PhotoSizes = {
  miniatura: Buffer;
  tela: Buffer;
  original: Buffer;
  largura: number;
  altura: number;
};

const THUMB_EDGE = 640;

/**
 * A shared photo in three sizes, each re-encoded so none carries metadata: a small WebP for cards, a
 * WebP of at most 1600 px for the screen, and a full-size JPEG to download. `largura`/`altura` are the
 * upright full size (after EXIF orientation), for the layout to reserve space.
 */
export async function processPhotoSizes(data: Buffer, field: string): Promise<PhotoSizes> {
  await assertAcceptedImage(data, field);
  try {
    const upright = loadSharp()(data, { limitInputPixels: 40_000_000 }).rotate();
    const resized = (edge: number) =>
      upright.clone().resize({ width: edge, height: edge, fit: 'inside', withoutEnlargement: true });
    const [miniatura, tela, original] = await Promise.all([
      resized(THUMB_EDGE).webp({ quality: 76 }).toBuffer(),
      resized(MAX_EDGE).webp({ quality: 82 }).toBuffer(),
      // JPEG has no transparency: a transparent PNG gets a white background rather than black.
      upright
        .clone()
        .flatten({ background: '#ffffff' })
        .jpeg({ quality: 90, mozjpeg: true })
        .toBuffer({ resolveWithObject: true }),
    ]);
    return {
      miniatura,
      tela,
      original: original.data,
      largura: original.info.width,
      altura: original.info.height,
    };
  } catch {
    throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', msg.fileType, { [field]: msg.fileType });
  }
}
