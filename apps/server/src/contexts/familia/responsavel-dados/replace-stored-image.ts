import type { Db, DbOrTx } from '../../../db/client';
import type { Storage } from '../../../platform/storage/storage';
import { removeImages, saveImages, type StoredImage } from '../../../platform/images/image-store';

/**
 * Puts a new, already re-encoded image in place of an old one. The new file is stored first and the rows
 * change in one transaction; the old file leaves storage only after the commit, so no row ever points
 * to a missing file. If the transaction fails, the new file is taken back out.
 * `write` answers the result and the file name it replaced (null when there was none).
 */
export async function replaceStoredImage<T>(
  db: Db,
  storage: Storage,
  image: StoredImage,
  write: (tx: DbOrTx) => Promise<{ result: T; replaced: string | null }>,
): Promise<T> {
  await saveImages(storage, [image]);
  let done: { result: T; replaced: string | null };
  try {
    done = await db.transaction(write);
  } catch (err) {
    await removeImages(storage, [image.filename]);
    throw err;
  }
  if (done.replaced && done.replaced !== image.filename) {
    // The change is committed: a storage hiccup here leaves an unreferenced file, not a failed request.
    await removeImages(storage, [done.replaced]).catch(() => undefined);
  }
  return done.result;
}
