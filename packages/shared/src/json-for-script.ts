/**
 * JSON inside a <script> element (ld+json, the server-rendered page's data, launch data): no '<', '>' or '&',
 * so nothing can end the element or open a comment, and the line separators JavaScript parsers once
 * rejected, escaped. The one rule for the server's head tags and the web app's server rendering.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
