import escapeHtml from 'escape-html';
import type { LessonPlan } from './lesson-plan.service.ts';

/**
 * The printable HTML page of a lesson plan: one self-contained document with its own print styles, so it
 * prints the same from any browser without the app's scripts. Text is escaped here; the overview and the
 * procedure arrive sanitized.
 */

const STYLES = `
  body { font-family: Georgia, 'Times New Roman', serif; color: #1a1a1a; line-height: 1.5; max-width: 46rem;
    margin: 2rem auto; padding: 0 1.5rem; }
  header { border-bottom: 2px solid #1d3557; margin-bottom: 1.5rem; }
  .product { font-family: Arial, sans-serif; font-size: 0.9rem; color: #1d3557; margin: 0; }
  h1 { font-size: 1.8rem; margin: 0.25rem 0 0.5rem; }
  h2 { font-size: 1.3rem; border-bottom: 1px solid #ccc; padding-bottom: 0.2rem; margin-top: 2rem; }
  .facts { font-family: Arial, sans-serif; font-size: 0.95rem; color: #333; }
  .facts dt { font-weight: bold; display: inline; }
  .facts dd { display: inline; margin: 0 1.5rem 0 0.25rem; }
  a { color: #1d4ed8; }
  footer { margin-top: 2.5rem; font-size: 0.85rem; color: #444; border-top: 1px solid #ccc; padding-top: 0.5rem; }
  @media print {
    body { margin: 0; max-width: none; }
    a { color: inherit; }
    h2 { break-after: avoid; }
  }`;

function section(title: string, body: string): string {
  return body ? `<section><h2>${escapeHtml(title)}</h2>\n${body}\n</section>` : '';
}

function contentsList(plan: LessonPlan, publicUrl: string): string {
  if (plan.contents.length === 0) return '';
  const items = plan.contents.map((content) => {
    const title = escapeHtml(content.title);
    const link = content.url
      ? `<a href="${escapeHtml(new URL(content.url, publicUrl).href)}">${title}</a>`
      : title;
    return `<li>${link} <span class="facts">(${escapeHtml(content.typeLabel)})</span></li>`;
  });
  return `<ol>${items.join('')}</ol>`;
}

function creditsList(plan: LessonPlan, publicUrl: string): string {
  const lines = plan.credits.map(
    (line) => `<dt>${escapeHtml(line.label)}:</dt> <dd>${escapeHtml(line.names)}</dd>`,
  );
  const all = `<p><a href="${escapeHtml(new URL(plan.creditsPath, publicUrl).href)}">All credits for this resource</a></p>`;
  return `${lines.length ? `<dl class="facts">${lines.join('<br>')}</dl>` : ''}${all}`;
}

export function renderLessonPlanHtml(
  plan: LessonPlan,
  options: { productName: string; publicUrl: string },
): string {
  const { productName, publicUrl } = options;
  const resourceUrl = new URL(plan.resourcePath, publicUrl).href;
  const facts = [
    ['Type', plan.mediaType],
    ['Grades', plan.grades.join(', ')],
    ['Project', plan.project ?? ''],
  ]
    .filter(([, value]) => value)
    .map(([label, value]) => `<dt>${escapeHtml(label ?? '')}:</dt> <dd>${escapeHtml(value ?? '')}</dd>`)
    .join('');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(plan.title)} — Lesson plan | ${escapeHtml(productName)}</title>
<style>${STYLES}</style>
</head>
<body>
<header>
<p class="product">${escapeHtml(productName)} lesson plan</p>
<h1>${escapeHtml(plan.title)}</h1>
${facts ? `<dl class="facts">${facts}</dl>` : ''}
</header>
<main>
${plan.description ? `<p>${escapeHtml(plan.description)}</p>` : ''}
${section('Overview', plan.overview)}
${section('Procedure', plan.procedure)}
${section('Lesson contents', contentsList(plan, publicUrl))}
${section('Credits', creditsList(plan, publicUrl))}
</main>
<footer>
<p>Printed from ${escapeHtml(productName)}: <a href="${escapeHtml(resourceUrl)}">${escapeHtml(resourceUrl)}</a></p>
</footer>
</body>
</html>
`;
}
