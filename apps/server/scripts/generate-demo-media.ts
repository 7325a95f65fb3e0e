import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { SAMPLE_MEDIA } from '../src/seed/demo-library/media.ts';
import { STUDENT_SUPPORT, TEACHER_SUPPORT } from '../src/seed/demo-library/texts.ts';
import { DEMO_MEDIA_DIR } from '../src/seed/demo-media.ts';

/**
 * `node --import tsx apps/server/scripts/generate-demo-media.ts`: writes the shared sample media of the demo
 * library (one video with HLS and two MP4s, one audio, English and Spanish captions and transcripts, sample
 * PDFs for documents, printable lesson plans and each support-material category, one HTML5 interactive) at
 * the SAMPLE_MEDIA paths, into apps/server/src/seed/media/. The output is committed (well under 1 MB); the
 * server copies it into DATA_DIR/media on start. Images are not made here: posters.ts generates them per
 * asset at start. Needs ffmpeg (Debian: apt-get install ffmpeg).
 */
const out = (url: string) => {
  const file = path.join(DEMO_MEDIA_DIR, url.replace(/^\/media\//, ''));
  fs.mkdirSync(path.dirname(file), { recursive: true });
  return file;
};
const ffmpeg = (args: string[]) =>
  execFileSync('ffmpeg', ['-y', '-loglevel', 'error', ...args], { stdio: 'inherit' });

type Cue = [from: number, to: number, text: string];
function vtt(cues: Cue[]): string {
  const stamp = (seconds: number) =>
    `00:${String(Math.floor(seconds / 60)).padStart(2, '0')}:${(seconds % 60).toFixed(3).padStart(6, '0')}`;
  return `WEBVTT\n\n${cues.map(([from, to, text], index) => `${index + 1}\n${stamp(from)} --> ${stamp(to)}\n${text}\n`).join('\n')}`;
}
const transcript = (cues: Cue[]) => `${cues.map(([, , text]) => text).join('\n')}\n`;

fs.rmSync(DEMO_MEDIA_DIR, { recursive: true, force: true });

// Video: five 8-second sections whose headings match the chapter titles of the library (chapters are placed
// evenly over the sample's length), two drifting shapes, a soft tone; HLS (fMP4) + 720p and 360p MP4.
{
  const video = SAMPLE_MEDIA.video;
  const seconds = video.seconds;
  const font = '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf';
  const sections = ['Introduction', 'The Big Question', 'Investigating', 'What We Found', 'Try It Yourself'];
  const length = seconds / sections.length;
  const headings = sections
    .map(
      (heading, index) =>
        `drawtext=fontfile=${font}:text='${heading}':fontcolor=white:fontsize=h/12:x=(w-text_w)/2:y=h*0.14:enable='between(t\\,${index * length}\\,${(index + 1) * length})'`,
    )
    .join(',');
  const graph = (scale: string) =>
    [
      `[0:v]drawtext=fontfile=${font}:text='Lantern sample video':fontcolor=white@0.8:fontsize=h/26:x=w*0.04:y=h*0.9,${headings}[bg]`,
      `[bg][1:v]overlay=x='W*0.45+sin(t*0.8)*W*0.2':y='mod(t*H/9\\,H)'[one]`,
      `[one][2:v]overlay=x='W*0.25+cos(t*0.6)*W*0.12':y='mod(t*H/7+H/2\\,H)'${scale}[v]`,
    ].join(';');
  const inputs = [
    ...['-f', 'lavfi', '-i', `color=c=0x2F4F8F:s=1280x720:d=${seconds}:r=15`],
    ...['-f', 'lavfi', '-i', `color=c=0xE8891C:s=80x80:d=${seconds}:r=15`],
    ...['-f', 'lavfi', '-i', `color=c=0xF2C230:s=60x60:d=${seconds}:r=15`],
    ...['-f', 'lavfi', '-i', `sine=frequency=330:duration=${seconds}:sample_rate=22050`],
  ];
  const encode = ['-map', '[v]', '-map', '3:a', '-c:v', 'libx264', '-preset', 'veryslow'];
  const tail = ['-pix_fmt', 'yuv420p', '-af', 'volume=0.15', '-c:a', 'aac', '-b:a', '24k', '-ac', '1'];
  const mp4 = ['-shortest', '-movflags', '+faststart'];
  ffmpeg([
    ...inputs,
    '-filter_complex',
    graph(''),
    ...encode,
    '-crf',
    '34',
    ...tail,
    ...mp4,
    out(video.mp4High),
  ]);
  ffmpeg([
    ...inputs,
    '-filter_complex',
    graph(',scale=640:360'),
    ...encode,
    '-crf',
    '34',
    ...tail,
    ...mp4,
    out(video.mp4Low),
  ]);
  // fMP4 segments: '.ts' (MPEG-TS) files would be taken for TypeScript by the tooling.
  const dir = path.dirname(out(video.hls));
  ffmpeg([
    ...['-i', out(video.mp4Low), '-c', 'copy', '-f', 'hls', '-hls_time', '8', '-hls_playlist_type', 'vod'],
    ...['-hls_segment_type', 'fmp4', '-hls_fmp4_init_filename', 'init.mp4'],
    ...['-hls_segment_filename', path.join(dir, 'segment%d.m4s'), out(video.hls)],
  ]);
  const english: Cue[] = [
    [0, 4, 'Welcome! This short sample stands in for every video of the demo library.'],
    [4, 8, 'Each section you see matches a chapter, so the chapter buttons jump right here.'],
    [8, 12, 'Every lesson starts with a big question.'],
    [12, 16, 'What do you notice about the shapes drifting across the screen?'],
    [16, 20, 'Investigators watch closely and write down what they observe.'],
    [20, 24, 'Try pausing the video and describing one shape to a partner.'],
    [24, 28, 'Here is what we found: the orange square falls a little faster.'],
    [28, 32, 'Evidence like this helps us answer the big question.'],
    [32, 36, 'Now it is your turn. Pick a question and plan how to test it.'],
    [36, 40, 'Thanks for watching the Lantern sample video.'],
  ];
  const spanish: Cue[] = [
    [0, 4, '¡Bienvenidos! Esta breve muestra reemplaza a todos los videos de la biblioteca de demostración.'],
    [4, 8, 'Cada sección corresponde a un capítulo, así que los botones de capítulo saltan aquí.'],
    [8, 12, 'Cada lección empieza con una gran pregunta.'],
    [12, 16, '¿Qué observas en las figuras que cruzan la pantalla?'],
    [16, 20, 'Los investigadores observan con atención y anotan lo que ven.'],
    [20, 24, 'Pausa el video y describe una figura a tu compañero.'],
    [24, 28, 'Esto encontramos: el cuadrado anaranjado cae un poco más rápido.'],
    [28, 32, 'Evidencias como esta nos ayudan a responder la gran pregunta.'],
    [32, 36, 'Ahora te toca a ti. Elige una pregunta y planea cómo probarla.'],
    [36, 40, 'Gracias por ver el video de muestra de Lantern.'],
  ];
  for (const [language, cues] of [
    ['en', english],
    ['es', spanish],
  ] as const) {
    fs.writeFileSync(out(video.captions(language)), vtt(cues));
    fs.writeFileSync(out(video.transcript(language)), transcript(cues));
  }
}

// Audio: a quiet rising and falling motif, with captions and transcripts in English and Spanish.
{
  const audio = SAMPLE_MEDIA.audio;
  const notes = [262, 294, 330, 392, 440, 392, 330, 294, 262, 330, 392, 523, 392, 330, 262];
  const step = audio.seconds / notes.length;
  ffmpeg([
    ...notes.flatMap((frequency) => ['-f', 'lavfi', '-i', `sine=frequency=${frequency}:duration=${step}`]),
    '-filter_complex',
    `concat=n=${notes.length}:v=0:a=1,volume=0.3`,
    ...['-ac', '1', '-ar', '22050', '-c:a', 'libmp3lame', '-b:a', '32k', out(audio.mp3)],
  ]);
  const english: Cue[] = [
    [0, 6, 'This is the Lantern sample recording, used by every audio resource of the demo library.'],
    [6, 12, 'Listen to the notes climb higher, one step at a time.'],
    [12, 18, 'Now they walk back down to where they started.'],
    [18, 24, 'Can you hum the highest note when you hear it?'],
    [24, 30, 'Thanks for listening. Try the transcript to jump back to any line.'],
  ];
  const spanish: Cue[] = [
    [0, 6, 'Esta es la grabación de muestra de Lantern, usada por todos los audios de la biblioteca.'],
    [6, 12, 'Escucha cómo las notas suben, un paso a la vez.'],
    [12, 18, 'Ahora bajan de nuevo hasta donde empezaron.'],
    [18, 24, '¿Puedes tararear la nota más alta cuando la escuches?'],
    [24, 30, 'Gracias por escuchar. Usa la transcripción para volver a cualquier línea.'],
  ];
  for (const [language, cues] of [
    ['en', english],
    ['es', spanish],
  ] as const) {
    fs.writeFileSync(out(audio.captions(language)), vtt(cues));
    fs.writeFileSync(out(audio.transcript(language)), transcript(cues));
  }
}

// PDFs written by hand (PDF 1.4, Helvetica, one page each, no dependencies).
function writePdf(url: string, title: string, body: string[]) {
  const lines = [
    '',
    ...body,
    '',
    'Lantern demo library sample. Every resource of its kind shares this file.',
  ].flatMap((line) =>
    line.length > 90 ? (line.match(/.{1,88}(\s|$)/g) ?? [line]).map((part) => part.trim()) : [line],
  );
  const escapePdf = (text: string) =>
    text.replace(/[\\()]/g, (char) => `\\${char}`).replace(/[^\x20-\x7E]/g, '-');
  const content = `BT /F1 18 Tf 56 780 Td 18 TL (${escapePdf(title)}) ' /F1 12 Tf 16 TL ${lines.map((line) => `(${escapePdf(line)}) '`).join(' ')} ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 842] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Title (${escapePdf(title)}) /Producer (Lantern demo media) >>`,
  ];
  let pdf = '%PDF-1.4\n';
  const offsets = objects.map((object, index) => {
    const offset = pdf.length;
    pdf += `${index + 1} 0 obj\n${object}\nendobj\n`;
    return offset;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')}`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 6 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  fs.writeFileSync(out(url), pdf, 'latin1');
}

writePdf(SAMPLE_MEDIA.document, 'Sample Reading', [
  'Before you read',
  'Look at the title and the headings. Write one thing you expect to learn.',
  '',
  'While you read',
  'Underline two facts that surprise you and circle one word you do not know.',
  '',
  'After you read',
  'Summarize the main idea in two sentences and share it with a partner.',
]);
writePdf(SAMPLE_MEDIA.lessonPlan, 'Sample Lesson Plan (printable)', [
  'Overview',
  'Students watch a short video, investigate a question in pairs and share what they found.',
  '',
  'Procedure',
  '1. Warm-up (5 minutes): ask what students already know.',
  '2. Watch (10 minutes): pause at each chapter for a prediction.',
  '3. Investigate (20 minutes): complete the handout in pairs.',
  '4. Wrap-up (5 minutes): one thing learned, one question left.',
]);
const supportBodies: Record<string, string[]> = {
  'Teaching Tips': ['Preview the media before class.', 'Pause often and ask students to predict.'],
  'Discussion Questions': ['1. What did you notice first?', '2. What evidence supports your idea?'],
  'Background Essay': ['This essay gives teachers the background behind the resource in plain language.'],
  'Answer Key': ['1. Answers will vary; look for evidence from the media.', '2. See the transcript.'],
  Handouts: ['Name: ____________', 'Write three things you observed:', '1.', '2.', '3.'],
  Vocabulary: ['observe - to watch carefully', 'evidence - facts that support an idea'],
  'Graphic Organizers': ['What I know | What I wonder | What I learned', '____ | ____ | ____'],
};
for (const { category } of [...TEACHER_SUPPORT, ...STUDENT_SUPPORT]) {
  writePdf(SAMPLE_MEDIA.support(category), `Sample ${category}`, supportBodies[category] ?? []);
}

// HTML5 interactive: a small, self-contained, keyboard-accessible food-web quiz.
fs.writeFileSync(
  out(SAMPLE_MEDIA.interactive),
  fs
    .readFileSync(path.join(import.meta.dirname, 'demo-interactive.html'), 'utf8')
    .replaceAll('{{title}}', 'Salt Marsh Food Web'),
);

const total = execFileSync('du', ['-sh', DEMO_MEDIA_DIR]).toString().trim();
console.log(`Demo media written to ${DEMO_MEDIA_DIR} (${total.split(/\s/)[0]}).`);
