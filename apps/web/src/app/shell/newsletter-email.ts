/**
 * Newsletter email rule (spec 1 §5): word characters, dots or hyphens, an @, a domain,
 * and a suffix of 2 to 4 characters.
 */
const NEWSLETTER_EMAIL = /^[\w.-]+@([\w-]+\.)+[\w-]{2,4}$/;

export function isValidNewsletterEmail(value: string): boolean {
  return NEWSLETTER_EMAIL.test(value.trim());
}
