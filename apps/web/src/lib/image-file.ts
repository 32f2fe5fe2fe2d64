import { ACCEPTED_IMAGE_TYPES, MAX_UPLOAD_BYTES, msg } from '@lunna/contract';

/** The spec's upload rule (png or jpeg, at most 4 MB); returns the spec's message or null when fine. */
export function imageFileError(file: Pick<File, 'type' | 'size'>): string | null {
  if (!(ACCEPTED_IMAGE_TYPES as readonly string[]).includes(file.type)) return msg.fileType;
  if (file.size > MAX_UPLOAD_BYTES) return msg.fileTooLarge(MAX_UPLOAD_BYTES);
  return null;
}

export const ACCEPT_IMAGES = ACCEPTED_IMAGE_TYPES.join(',');
