import type { PreparedFile } from './images.js';

/** One file of a library picture as it is served. */
export interface StoredMediaFile {
  contentType: string;
  bytes: Uint8Array;
}

/**
 * Where library pictures' files live. Every instance of the site must serve the same files, so
 * they are kept in the database (`databaseMediaStore`, decision 025); an S3-compatible bucket
 * would be another implementation of this, with nothing else changed.
 */
export interface MediaStore {
  /** Keeps a picture's files. Names carry the content's hash: writing a name again changes nothing. */
  put(mediaId: number, files: PreparedFile[]): Promise<void>;
  read(name: string): Promise<StoredMediaFile | null>;
  /** The bytes kept for each picture, all its files together. */
  sizes(mediaIds: number[]): Promise<Map<number, number>>;
  remove(mediaId: number): Promise<void>;
}
