import { ExternalHyperlink, HeadingLevel, type IParagraphOptions, Paragraph, TextRun } from 'docx';
import { DomUtils, parseDOM } from 'htmlparser2';

/**
 * Sanitized lesson HTML (paragraphs, headings, lists, tables, emphasis, links) as Word paragraphs. Word has
 * no nesting of blocks, so each block element becomes its own paragraph; tables become one line per row.
 */

type DomNode = ReturnType<typeof parseDOM>[number];
type DomElement = Parameters<typeof DomUtils.getAttributeValue>[0];
interface Style {
  bold?: boolean;
  italics?: boolean;
  underline?: boolean;
  link?: string;
}
type Piece = { text: string; style: Style } | { lineBreak: true };

/** The next numbering instance of a document's ordered lists. */
export interface ListCounter {
  next: number;
}

/** The numbering definition the converter's ordered lists use; the document must declare it. */
export const ORDERED_LIST_REFERENCE = 'lesson-ordered-list';

const BLOCKS = new Set([
  'p',
  'div',
  'blockquote',
  'figure',
  'figcaption',
  'section',
  'pre',
  'caption',
  'article',
]);
const HEADINGS: Record<string, IParagraphOptions['heading']> = {
  h1: HeadingLevel.HEADING_3,
  h2: HeadingLevel.HEADING_3,
  h3: HeadingLevel.HEADING_4,
  h4: HeadingLevel.HEADING_5,
  h5: HeadingLevel.HEADING_5,
  h6: HeadingLevel.HEADING_5,
};

class ParagraphWriter {
  readonly paragraphs: Paragraph[] = [];
  private pieces: Piece[] = [];

  constructor(
    private readonly baseUrl: string,
    private readonly lists: ListCounter,
  ) {}

  /** Ends the paragraph being written; nothing is written when it holds no text. */
  flush(options: IParagraphOptions = {}) {
    const pieces = this.pieces;
    this.pieces = [];
    const texts = pieces.filter((piece): piece is Extract<Piece, { text: string }> => 'text' in piece);
    if (!texts.some((piece) => piece.text.trim())) return;
    const first = texts[0];
    const last = texts[texts.length - 1];
    if (first) first.text = first.text.replace(/^\s+/, '');
    if (last) last.text = last.text.replace(/\s+$/, '');
    const children = pieces.map((piece) => {
      if (!('text' in piece)) return new TextRun({ break: 1 });
      const { link, bold, italics, underline } = piece.style;
      const run = { text: piece.text, bold, italics, underline: underline ? {} : undefined };
      if (!link) return new TextRun(run);
      return new ExternalHyperlink({ link, children: [new TextRun({ ...run, style: 'Hyperlink' })] });
    });
    this.paragraphs.push(new Paragraph({ ...options, children }));
  }

  write(nodes: DomNode[], style: Style = {}, list: IParagraphOptions = {}) {
    for (const node of nodes) {
      if (DomUtils.isText(node)) {
        const text = node.data.replace(/\s+/g, ' ');
        if (text) this.pieces.push({ text, style });
        continue;
      }
      if (!DomUtils.isTag(node)) continue;
      this.element(node, style, list);
    }
  }

  private element(node: DomElement, style: Style, list: IParagraphOptions) {
    const name = node.name.toLowerCase();
    const children = node.children as DomNode[];
    if (name === 'br') {
      this.pieces.push({ lineBreak: true });
    } else if (name === 'strong' || name === 'b') {
      this.write(children, { ...style, bold: true }, list);
    } else if (name === 'em' || name === 'i') {
      this.write(children, { ...style, italics: true }, list);
    } else if (name === 'u') {
      this.write(children, { ...style, underline: true }, list);
    } else if (name === 'a') {
      this.write(children, { ...style, link: this.absolute(node.attribs.href) }, list);
    } else if (name === 'img') {
      if (node.attribs.alt) this.pieces.push({ text: `[Image: ${node.attribs.alt}]`, style });
    } else if (HEADINGS[name]) {
      this.flush(list);
      this.write(children, style);
      this.flush({ heading: HEADINGS[name] });
    } else if (name === 'ul' || name === 'ol') {
      this.list(node, name === 'ol', style, list);
    } else if (name === 'table') {
      this.flush(list);
      this.table(node, style);
    } else if (BLOCKS.has(name)) {
      this.flush(list);
      this.write(children, style, list);
      this.flush(list);
    } else {
      this.write(children, style, list);
    }
  }

  private list(node: DomElement, ordered: boolean, style: Style, outer: IParagraphOptions) {
    this.flush(outer);
    const level = outer.bullet ? outer.bullet.level + 1 : outer.numbering ? outer.numbering.level + 1 : 0;
    const instance = this.lists.next++;
    const options: IParagraphOptions = ordered
      ? { numbering: { reference: ORDERED_LIST_REFERENCE, level: Math.min(level, 8), instance } }
      : { bullet: { level: Math.min(level, 8) } };
    for (const item of node.children as DomNode[]) {
      if (!DomUtils.isTag(item)) continue;
      this.write(item.name === 'li' ? (item.children as DomNode[]) : [item], style, options);
      this.flush(options);
    }
  }

  private table(node: DomElement, style: Style) {
    for (const row of DomUtils.getElementsByTagName('tr', node)) {
      const cells = (row.children as DomNode[]).filter((cell) => DomUtils.isTag(cell)) as DomElement[];
      cells.forEach((cell, index) => {
        if (index > 0) this.pieces.push({ text: ' | ', style });
        const header = cell.name === 'th';
        this.write(cell.children as DomNode[], header ? { ...style, bold: true } : style);
      });
      this.flush();
    }
  }

  private absolute(href: string | undefined): string | undefined {
    if (!href) return undefined;
    try {
      const url = new URL(href, this.baseUrl);
      return url.protocol === 'http:' || url.protocol === 'https:' || url.protocol === 'mailto:'
        ? url.href
        : undefined;
    } catch {
      return undefined;
    }
  }
}

/**
 * Paragraphs of one HTML fragment; links that are site paths become absolute under baseUrl. Every
 * ordered list takes the next instance of the counter, so lists of one document never number on from
 * each other.
 */
export function htmlToParagraphs(html: string, baseUrl: string, lists: ListCounter): Paragraph[] {
  const writer = new ParagraphWriter(baseUrl, lists);
  writer.write(parseDOM(html));
  writer.flush();
  return writer.paragraphs;
}
