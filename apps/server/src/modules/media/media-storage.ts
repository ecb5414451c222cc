import type { PreparedImage } from './prepare-image.ts';

/** What serving an image needs to know before reading its bytes. */
export interface StoredImageInfo {
  name: string;
  contentType: string;
  size: number;
  sha256: string;
  updatedAt: Date;
}

export interface StoredImage extends StoredImageInfo {
  bytes: Buffer;
}

/**
 * Where a store's images live. The default keeps them in the database (media-repository.ts),
 * so every instance serves every image; another backend (object storage) implements the same
 * four calls. Names are store-relative paths (images/logo.svg), unique within a store; writing a
 * name again replaces its bytes. Callers prepare images first (prepare-image.ts).
 */
export interface MediaStorage {
  put(storeId: string, image: PreparedImage): Promise<void>;
  /** Adds the image unless the store already has one of that name; true when it was added. */
  putIfAbsent(storeId: string, image: PreparedImage): Promise<boolean>;
  /** Type, size and hash without the bytes: enough to answer a revalidation with 304. */
  info(storeId: string, name: string): Promise<StoredImageInfo | null>;
  read(storeId: string, name: string): Promise<StoredImage | null>;
}
