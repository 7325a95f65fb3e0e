/** The ugc module's public surface: the lessons module checks that a Media slide's upload is its teacher's own. */
export { findOwnedUpload, ownedUploadImages } from './ugc-ownership.ts';
