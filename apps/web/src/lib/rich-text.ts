const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

/**
 * A question's stored rich text (the lesson builder saves HTML such as '<p>Which one is hot?</p>') as one line
 * of plain text, for places that show it inside a sentence or a name: the results' 'Most missed' line, a grade
 * form's label, the answer lists. Tags go (block ends separate words), entities are decoded, spaces collapse.
 * Text with no markup comes back as it was (trimmed).
 */
export function richTextAsPlain(html: string): string {
  return html
    .replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<\/?(p|div|br|li|ul|ol|h[1-6]|blockquote)\b[^>]*>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, name: string) => {
      if (!name.startsWith('#')) return ENTITIES[name.toLowerCase()] ?? whole;
      const hex = name[1] === 'x' || name[1] === 'X';
      const point = hex ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
      return Number.isInteger(point) && point > 0 && point <= 0x10ffff ? String.fromCodePoint(point) : whole;
    })
    .replace(/\s+/g, ' ')
    .trim();
}
