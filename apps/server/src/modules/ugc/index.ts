/** The ugc module's public surface: the lessons module checks that a media slide's upload is the teacher's own. */
export { findOwnedUpload, type OwnedUpload } from './ugc-ownership.ts';
