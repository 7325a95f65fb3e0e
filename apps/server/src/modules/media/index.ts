/** The media module's public surface: the image pipeline's encoder, shared with uploaded images (modules/ugc). */
export { CONTENT_TYPES, encodeAs, MAX_INPUT_PIXELS, withRenderSlot } from './image-variants.ts';
