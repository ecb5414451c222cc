/** The media module's public surface: other modules and the server's top level import only this file. */
export { hasRasterSignature } from './image-types.ts';
export { databaseMediaStorage } from './media-repository.ts';
export type { MediaStorage } from './media-storage.ts';
export { default as mediaPlugin } from './plugin.ts';
export { ImageProblem, prepareImage } from './prepare-image.ts';
export type { PreparedImage } from './prepare-image.ts';
export { default as mediaRoutes } from './routes.ts';
export { parseUploadPath, uploadPath } from './upload-path.ts';
