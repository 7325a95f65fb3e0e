import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { generateDemoLibrary } from '../src/seed/demo-library/index.ts';
import { DEMO_MEDIA_DIR } from '../src/seed/demo-media.ts';

/**
 * `node --import tsx apps/server/scripts/generate-demo-media.ts`: writes a few real, small, playable media
 * files for showcase resources of the demo library (the first video, audio, image, document and HTML5
 * interactive asset), at exactly the /media/ paths their asset rows name, into apps/server/src/seed/media/.
 * The output is committed (about 1 MB); the server copies it into DATA_DIR/media on start. Needs ffmpeg
 * (Debian: apt-get install ffmpeg) for the video and audio; everything else is made here.
 */
type Asset = NonNullable<
  NonNullable<ReturnType<typeof generateDemoLibrary>['resources']>[number]['assets']
>[number];

const library = generateDemoLibrary();
const firstOf = (kind: Asset['kind']) => {
  for (const resource of library.resources ?? []) {
    const asset = resource.assets?.find((candidate) => candidate.kind === kind);
    if (asset) return { resource, asset };
  }
  throw new Error(`no ${kind} asset in the demo library`);
};
const out = (url: string) => {
  const file = path.join(DEMO_MEDIA_DIR, url.replace(/^\/media\//, ''));
  fs.mkdirSync(path.dirname(file), { recursive: true });
  return file;
};
const ffmpeg = (args: string[]) =>
  execFileSync('ffmpeg', ['-y', '-loglevel', 'error', ...args], { stdio: 'inherit' });

function vtt(cues: [number, number, string][]): string {
  const stamp = (seconds: number) => `00:00:${seconds.toFixed(3).padStart(6, '0')}`;
  return `WEBVTT\n\n${cues.map(([from, to, text], index) => `${index + 1}\n${stamp(from)} --> ${stamp(to)}\n${text}\n`).join('\n')}`;
}

fs.rmSync(DEMO_MEDIA_DIR, { recursive: true, force: true });

// Video: eight seconds of a falling leaf over the science colour, with burned-in title; HLS + two MP4s.
{
  const { asset } = firstOf('video');
  const files = Object.fromEntries((asset.files ?? []).map((file) => [file.role, file.url]));
  const font = '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf';
  const title = asset.title.replaceAll(':', '\\:').replaceAll("'", '');
  // Two "leaves" (small squares) drift down over the science colour; overlay positions may use time.
  const graph = (scale: string) =>
    [
      `[0:v]drawtext=fontfile=${font}:text='${title}':fontcolor=white:fontsize=h/14:x=(w-text_w)/2:y=h*0.12[bg]`,
      `[bg][1:v]overlay=x='W*0.45+sin(t*2)*W*0.12':y='mod(t*H/6\\,H)'[one]`,
      `[one][2:v]overlay=x='W*0.25+cos(t*1.6)*W*0.08':y='mod(t*H/5+H/2\\,H)'${scale}[v]`,
    ].join(';');
  const inputs = [
    ...['-f', 'lavfi', '-i', 'color=c=0x486CD8:s=1280x720:d=8:r=24'],
    ...['-f', 'lavfi', '-i', 'color=c=0xE8891C:s=80x80:d=8:r=24'],
    ...['-f', 'lavfi', '-i', 'color=c=0xF2C230:s=60x60:d=8:r=24'],
    ...['-f', 'lavfi', '-i', 'sine=frequency=392:duration=8:sample_rate=44100'],
  ];
  const encode = [
    '-map',
    '[v]',
    '-map',
    '3:a',
    '-c:v',
    'libx264',
    '-preset',
    'veryslow',
    '-pix_fmt',
    'yuv420p',
  ];
  const tail = ['-c:a', 'aac', '-b:a', '48k', '-shortest', '-movflags', '+faststart'];
  if (files.mp4_high)
    ffmpeg([...inputs, '-filter_complex', graph(''), ...encode, '-crf', '30', ...tail, out(files.mp4_high)]);
  if (files.mp4_low) {
    ffmpeg([
      ...inputs,
      '-filter_complex',
      graph(',scale=640:360'),
      ...encode,
      '-crf',
      '32',
      ...tail,
      out(files.mp4_low),
    ]);
  }
  if (files.hls && files.mp4_low) {
    // fMP4 segments: '.ts' (MPEG-TS) files would be taken for TypeScript by the tooling.
    const dir = path.dirname(out(files.hls));
    const hls = ['-f', 'hls', '-hls_time', '4', '-hls_playlist_type', 'vod', '-hls_segment_type', 'fmp4'];
    const names = [
      '-hls_fmp4_init_filename',
      'init.mp4',
      '-hls_segment_filename',
      path.join(dir, 'segment%d.m4s'),
    ];
    ffmpeg(['-i', out(files.mp4_low), '-c', 'copy', ...hls, ...names, out(files.hls)]);
  }
  const captions: [number, number, string][] = [
    [0, 2.5, 'Every autumn, green leaves turn yellow, orange and red.'],
    [2.5, 5, 'The yellow and orange were in the leaf all summer long.'],
    [5, 8, 'When the green chlorophyll fades, we can finally see them.'],
  ];
  for (const caption of asset.captions ?? []) {
    const spanish: [number, number, string][] = [
      [0, 2.5, 'Cada otoño, las hojas verdes se vuelven amarillas, anaranjadas y rojas.'],
      [2.5, 5, 'El amarillo y el anaranjado estuvieron en la hoja todo el verano.'],
      [5, 8, 'Cuando la clorofila verde desaparece, por fin podemos verlos.'],
    ];
    fs.writeFileSync(out(caption.url), vtt(caption.language === 'es' ? spanish : captions));
  }
  if (asset.transcript)
    fs.writeFileSync(out(asset.transcript), `${captions.map(([, , text]) => text).join(' ')}\n`);
}

// Audio: a ten-second three-note motif with captions and a transcript.
{
  const { asset } = firstOf('audio');
  const file = asset.files?.[0]?.url;
  if (file) {
    const notes = [262, 330, 392, 330, 262];
    const inputs = notes.flatMap((frequency) => [
      '-f',
      'lavfi',
      '-i',
      `sine=frequency=${frequency}:duration=2`,
    ]);
    ffmpeg([
      ...inputs,
      '-filter_complex',
      `concat=n=${notes.length}:v=0:a=1,volume=0.4`,
      '-c:a',
      'libmp3lame',
      '-b:a',
      '48k',
      out(file),
    ]);
  }
  const cues: [number, number, string][] = [
    [0, 4, 'Listen: every push or pull is a force.'],
    [4, 10, 'On the swing, your push makes you go higher; a pull on the rope brings you back.'],
  ];
  for (const caption of asset.captions ?? []) fs.writeFileSync(out(caption.url), vtt(cues));
  if (asset.transcript)
    fs.writeFileSync(out(asset.transcript), `${cues.map(([, , text]) => text).join(' ')}\n`);
}

// Image: a labelled diagram rendered with sharp, as webp and jpg.
{
  const { asset } = firstOf('image');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="900">
    <rect width="1600" height="900" fill="#FAF7F0"/>
    <text x="800" y="110" text-anchor="middle" font-family="DejaVu Sans" font-size="64" font-weight="700" fill="#1F2A44">${asset.title.replaceAll('&', '&amp;')}</text>
    ${['#3C8D2F', '#C9B22C', '#E8891C', '#B8321F']
      .map(
        (color, index) => `<g transform="translate(${230 + index * 380} 470)">
          <path d="M0 -170 C 120 -120 130 60 0 170 C -130 60 -120 -120 0 -170 Z" fill="${color}"/>
          <line x1="0" y1="-150" x2="0" y2="200" stroke="#5B3A1E" stroke-width="8"/>
          <text y="290" text-anchor="middle" font-family="DejaVu Sans" font-size="40" fill="#1F2A44">${['Summer', 'Early fall', 'Fall', 'Late fall'][index]}</text></g>`,
      )
      .join('')}
    <text x="800" y="860" text-anchor="middle" font-family="DejaVu Sans" font-size="34" fill="#4A5568">Chlorophyll fades; carotenoids (yellow, orange) show; anthocyanins (red) form.</text></svg>`;
  const image = sharp(Buffer.from(svg));
  const webp = asset.files?.[0]?.url;
  if (webp) await image.clone().webp({ quality: 80 }).toFile(out(webp));
  if (asset.download?.url) await image.clone().jpeg({ quality: 80 }).toFile(out(asset.download.url));
}

// Document: a one-page PDF written by hand (PDF 1.4, Helvetica, no dependencies).
{
  const { resource, asset } = firstOf('document');
  const lines = [
    resource.title,
    '',
    'Overview',
    resource.description ?? '',
    '',
    'Procedure',
    '1. Warm-up (5 minutes): ask what students already know.',
    '2. Watch (10 minutes): pause at each chapter for a prediction.',
    '3. Investigate (20 minutes): complete the handout in pairs.',
    '4. Wrap-up (5 minutes): one thing learned, one question left.',
    '',
    'Lantern demo library sample document.',
  ].flatMap((line) =>
    line.length > 90 ? (line.match(/.{1,88}(\s|$)/g) ?? [line]).map((part) => part.trim()) : [line],
  );
  const escapePdf = (text: string) =>
    text.replace(/[\\()]/g, (char) => `\\${char}`).replace(/[^\x20-\x7E]/g, '-');
  const content = `BT /F1 12 Tf 56 780 Td 16 TL ${lines.map((line, index) => `${index === 0 ? '/F1 18 Tf ' : index === 1 ? '/F1 12 Tf ' : ''}(${escapePdf(line)}) '`).join(' ')} ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 842] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets = objects.map((object, index) => {
    const offset = pdf.length;
    pdf += `${index + 1} 0 obj\n${object}\nendobj\n`;
    return offset;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')}`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  const url = asset.files?.[0]?.url;
  if (url) fs.writeFileSync(out(url), pdf, 'latin1');
}

// HTML5 interactive: a small, keyboard-accessible food-web quiz.
{
  const { resource, asset } = firstOf('interactive');
  const html = fs
    .readFileSync(path.join(import.meta.dirname, 'demo-interactive.html'), 'utf8')
    .replaceAll('{{title}}', resource.title);
  if (asset.url) fs.writeFileSync(out(asset.url), html);
}

const total = execFileSync('du', ['-sh', DEMO_MEDIA_DIR]).toString().trim();
console.log(`Demo media written to ${DEMO_MEDIA_DIR} (${total.split(/\s/)[0]}) on ${os.hostname()}.`);
