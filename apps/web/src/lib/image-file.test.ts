import { describe, expect, it } from 'vitest';
import { imageFileError } from './image-file';

describe('imageFileError', () => {
  it('accepts png and jpeg up to 4 MB', () => {
    expect(imageFileError({ type: 'image/png', size: 1000 })).toBeNull();
    expect(imageFileError({ type: 'image/jpeg', size: 4 * 1024 * 1024 })).toBeNull();
  });
  it('rejects other types and larger files with the spec messages', () => {
    expect(imageFileError({ type: 'application/pdf', size: 10 })).toBe(
      'File type must be image/png, image/jpeg',
    );
    expect(imageFileError({ type: 'image/png', size: 4 * 1024 * 1024 + 1 })).toBe(
      'File is larger than 4194304 bytes',
    );
  });
});
