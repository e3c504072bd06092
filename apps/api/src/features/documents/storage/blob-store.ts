import type { Readable } from 'node:stream';

/**
 * Where encrypted blobs live. Keys are random names the server chose (never user input); a blob is either fully
 * written or absent (no reader ever sees half of one).
 */
export interface BlobStore {
  readonly kind: 'filesystem' | 's3';
  /** Stores the stream under `key`; resolves once the blob is durable. On failure nothing is left under `key`. */
  put(key: string, body: Readable): Promise<void>;
  /** The blob's bytes; rejects with BlobNotFoundError when there is none. */
  get(key: string): Promise<Readable>;
  /** Removes the blob; no error when it is already gone. */
  delete(key: string): Promise<void>;
  /** Every stored blob with the time it was last written (for the orphan clean-up), in no particular order. */
  list(): AsyncIterable<StoredBlob>;
  /** Removes the adapter's own temporaries (unfinished writes) last touched before `before`; returns how many. */
  removeTemporaries(before: Date): Promise<number>;
  /**
   * Removes the temporaries whose writing process is gone (killed or crashed), whatever their age; returns how
   * many. What a start runs, so a crash mid-upload leaves nothing behind once the server is back (temporaries.ts).
   */
  removeAbandonedTemporaries(): Promise<number>;
}

export interface StoredBlob {
  key: string;
  modifiedAt: Date;
}

export class BlobNotFoundError extends Error {
  override name = 'BlobNotFoundError';
}

/** Keys the vault makes: a UUID. Checked again by every adapter so no path or object name can be steered. */
export const BLOB_KEY = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function assertBlobKey(key: string): void {
  if (!BLOB_KEY.test(key)) throw new Error('Not a vault blob key.');
}
