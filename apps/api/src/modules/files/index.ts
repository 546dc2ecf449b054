/** Uploaded files (profile photos): storage, image checks, the file route. Others import only this file. */
export { default as files, fileUrl } from './plugin';
export { newStorageKey, type FileStorage } from './storage';
export {
  UnreadableImageError,
  imageSize,
  resizeImage,
  resizeProfileImage,
  sniffDocumentType,
  sniffImageType,
} from './images';
