import {
  AlignmentType,
  Document,
  ExternalHyperlink,
  HeadingLevel,
  LevelFormat,
  Packer,
  Paragraph,
  TextRun,
} from 'docx';
import { htmlToParagraphs, type ListCounter, ORDERED_LIST_REFERENCE } from './html-to-docx.ts';
import type { LessonPlan } from './lesson-plan.service.ts';

/**
 * The lesson plan as a Word document (.docx, Office Open XML, which Word, LibreOffice and Google Docs open):
 * title and facts, overview, procedure, lesson contents and credits, with the same content as the HTML page.
 */

const heading = (text: string) => new Paragraph({ text, heading: HeadingLevel.HEADING_2 });

const link = (text: string, url: string) =>
  new ExternalHyperlink({ link: url, children: [new TextRun({ text, style: 'Hyperlink' })] });

/** Numbered lists, level by level: 1. a. i. as a word processor would number them. */
const ORDERED_LEVELS = Array.from({ length: 9 }, (_, level) => ({
  level,
  format: [LevelFormat.DECIMAL, LevelFormat.LOWER_LETTER, LevelFormat.LOWER_ROMAN][level % 3],
  text: `%${level + 1}.`,
  alignment: AlignmentType.START,
  style: { paragraph: { indent: { left: 720 * (level + 1), hanging: 360 } } },
}));

function contentsParagraphs(plan: LessonPlan, publicUrl: string, lists: ListCounter): Paragraph[] {
  const instance = lists.next++;
  return plan.contents.map(
    (content) =>
      new Paragraph({
        numbering: { reference: ORDERED_LIST_REFERENCE, level: 0, instance },
        children: [
          content.url
            ? link(content.title, new URL(content.url, publicUrl).href)
            : new TextRun(content.title),
          new TextRun(` (${content.typeLabel})`),
        ],
      }),
  );
}

function creditsParagraphs(plan: LessonPlan, publicUrl: string): Paragraph[] {
  return [
    ...plan.credits.map(
      (line) =>
        new Paragraph({
          children: [new TextRun({ text: `${line.label}: `, bold: true }), new TextRun(line.names)],
        }),
    ),
    new Paragraph({
      children: [link('All credits for this resource', new URL(plan.creditsPath, publicUrl).href)],
    }),
  ];
}

export async function buildLessonPlanDocx(
  plan: LessonPlan,
  options: { productName: string; publicUrl: string },
): Promise<Buffer> {
  const { productName, publicUrl } = options;
  const resourceUrl = new URL(plan.resourcePath, publicUrl).href;
  const facts = [
    ['Type', plan.mediaType],
    ['Grades', plan.grades.join(', ')],
    ['Project', plan.project ?? ''],
  ].filter(([, value]) => value);
  const lists: ListCounter = { next: 1 };
  const sections = [
    { title: 'Overview', body: htmlToParagraphs(plan.overview, publicUrl, lists) },
    { title: 'Procedure', body: htmlToParagraphs(plan.procedure, publicUrl, lists) },
    { title: 'Lesson contents', body: contentsParagraphs(plan, publicUrl, lists) },
    { title: 'Credits', body: creditsParagraphs(plan, publicUrl) },
  ].filter((section) => section.body.length > 0);

  const document = new Document({
    title: `${plan.title} — Lesson plan`,
    creator: productName,
    description: `Lesson plan ${plan.code} from ${productName}`,
    numbering: { config: [{ reference: ORDERED_LIST_REFERENCE, levels: ORDERED_LEVELS }] },
    sections: [
      {
        children: [
          new Paragraph({ children: [new TextRun({ text: `${productName} lesson plan`, color: '1D3557' })] }),
          new Paragraph({ text: plan.title, heading: HeadingLevel.TITLE }),
          ...facts.map(
            ([label, value]) =>
              new Paragraph({
                children: [new TextRun({ text: `${label}: `, bold: true }), new TextRun(value ?? '')],
              }),
          ),
          ...(plan.description ? [new Paragraph({ text: plan.description })] : []),
          ...sections.flatMap((section) => [heading(section.title), ...section.body]),
          new Paragraph({ children: [new TextRun(`From ${productName}: `), link(resourceUrl, resourceUrl)] }),
        ],
      },
    ],
  });
  return Packer.toBuffer(document);
}
