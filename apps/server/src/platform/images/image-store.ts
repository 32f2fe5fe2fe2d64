import crypto from 'node:crypto';
import type { Storage } from '../storage/storage';
import { processImage } from './process-image';

export type StoredImage = { filename: string; data: Buffer };

/** Validates and re-encodes every upload first, so nothing is stored when one of them is bad. */
export async function prepareImages(
  files: Record<string, Buffer | undefined>,
): Promise<Record<string, StoredImage>> {
  const out: Record<string, StoredImage> = {};
  for (const [field, data] of Object.entries(files)) {
    if (!data) continue;
    out[field] = { filename: `${crypto.randomUUID()}.webp`, data: await processImage(data, field) };
  }
  return out;
}

export async function saveImages(storage: Storage, images: StoredImage[]): Promise<void> {
  await Promise.all(images.map((i) => storage.put(i.filename, i.data)));
}

export async function removeImages(storage: Storage, filenames: string[]): Promise<void> {
  await Promise.all(filenames.map((f) => storage.remove(f)));
}
