import { allows, dataAccess } from '../../auth/dataAccess.ts';
import type { CurrentUser } from '../../auth/session.ts';
import type { Queryable } from '../../db/database.ts';
import { notFound } from '../../messages/errors.ts';
import type { UploadedFile } from '../files.ts';
import { imagePath, removeImage, storeImage } from '../images.ts';
import { editableDataset } from './datasets.ts';

/** Where thumbnails live: the database, and the uploads folder their files are kept in. */
export interface ThumbnailStore {
  db: Queryable;
  uploadsDir: string;
}

/** Replaces the dataset's thumbnail by the uploaded image; answers the new one's absolute URL. */
export async function replaceThumbnail(
  store: ThumbnailStore,
  user: CurrentUser,
  datasetId: number,
  files: UploadedFile[],
  origin: string,
): Promise<string> {
  const dataset = await editableDataset(store.db, user, datasetId);
  const name = await storeImage(store.uploadsDir, files);
  await store.db.query('update dataset set thumbnail = $1, last_modified = clock_timestamp() where id = $2', [
    name,
    dataset.id,
  ]);
  await removeImage(store.uploadsDir, dataset.thumbnail);
  return `${origin}${imagePath(name)}`;
}

/** Removes the dataset's thumbnail, 404 when it has none. */
export async function removeThumbnail(
  store: ThumbnailStore,
  user: CurrentUser,
  datasetId: number,
): Promise<void> {
  const dataset = await editableDataset(store.db, user, datasetId);
  if (!dataset.thumbnail) throw notFound('The dataset has no thumbnail.');
  await store.db.query(
    'update dataset set thumbnail = null, last_modified = clock_timestamp() where id = $1',
    [dataset.id],
  );
  await removeImage(store.uploadsDir, dataset.thumbnail);
}

/**
 * The stored image name of the dataset's thumbnail, for whoever may find the dataset (section 4:
 * `search` or above; issue 50, decision 0037), signed in or not; 404 otherwise and when it has none.
 */
export async function findableThumbnail(
  db: Queryable,
  user: CurrentUser | null,
  datasetId: number,
): Promise<string> {
  if (!allows(await dataAccess(db, user, datasetId), 'search')) throw notFound();
  const [row] = await db.query<{ thumbnail: string | null }>('select thumbnail from dataset where id = $1', [
    datasetId,
  ]);
  if (!row?.thumbnail) throw notFound('The dataset has no thumbnail.');
  return row.thumbnail;
}
