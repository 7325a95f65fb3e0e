import type { ResourceMediaType } from '@lantern/shared';

/** Title and description patterns per media type; the topic lists supply the substance. */
export const TITLE_PATTERNS: Record<Exclude<ResourceMediaType, 'Video'>, ((short: string) => string)[]> = {
  'Lesson Plan': [(s) => `${s}: Lesson Plan`, (s) => `Teaching ${mid(s)}: A Lesson Plan`],
  'Interactive Lesson': [(s) => `${s}: Interactive Lesson`, (s) => `${s}: A Self-Paced Lesson`],
  Interactive: [(s) => `${s} Interactive`, (s) => `${s}: Try It Out`, (s) => `${s} Challenge Game`],
  'Media Gallery': [(s) => `${s} Media Gallery`, (s) => `${s} in Pictures`],
  Audio: [(s) => `Listen: ${s}`, (s) => `${s}: An Audio Story`],
  Image: [(s) => `${s} Infographic`, (s) => `${s} Diagram`, (s) => `${s} Classroom Poster`],
  Document: [(s) => `${s} Student Handout`, (s) => `${s} Graphic Organizer`, (s) => `${s} Reading Passage`],
  Webpage: [(s) => `${s}: Background for Teachers`, (s) => `${s}: A Teacher's Guide`],
};

/** A topic name inside a sentence: quoted, as the names are in title case. */
const named = (text: string) => `“${text}”`;
/** Mid-title, a leading article is lowercase: 'Teaching the Pythagorean Theorem'. */
const mid = (text: string) => text.replace(/^The /, 'the ');

export const DESCRIPTION_PATTERNS: Record<ResourceMediaType, ((about: string, short: string) => string)[]> = {
  Video: [
    (a) => `${a} Use this video to launch a unit or to spark a class discussion.`,
    (a) => `${a} Pause at key moments to check for understanding.`,
    (a) => a,
    (a) => `${a} Students can watch on their own or together as a class.`,
  ],
  'Lesson Plan': [
    (a, s) =>
      `In this lesson plan, students investigate ${named(s)}. ${a} Includes a video, discussion questions and a short assessment.`,
    (a, s) => `A ready-to-teach lesson on ${named(s)} for one or two class periods. ${a}`,
  ],
  'Interactive Lesson': [
    (a, s) =>
      `A self-paced lesson on ${named(s)} that students can complete on their own. ${a} Built-in questions let you see what students understood.`,
    (a) => `${a} Students watch, read and answer questions at their own pace in this interactive lesson.`,
  ],
  Interactive: [
    (a, s) => `Students experiment with ${named(s)} in this interactive. ${a}`,
    (a) => `${a} Try different choices and see the results right away.`,
  ],
  'Media Gallery': [
    (a) => `A collection of photographs and a short video clip. ${a}`,
    (a, s) => `Images and video that bring ${named(s)} to life. ${a}`,
  ],
  Audio: [
    (a) => `In this audio story, listeners hear from the people involved. ${a}`,
    (a, s) => `A short listening piece about ${named(s)}, with a transcript for reading along. ${a}`,
  ],
  Image: [
    (a, s) => `An illustrated overview of ${named(s)} to display or project in class. ${a}`,
    (a) => `${a} This image works well as a warm-up or a review.`,
  ],
  Document: [
    (a, s) => `A printable handout on ${named(s)} with questions for students. ${a}`,
    (a) => `${a} Students record their thinking as they watch, read or investigate.`,
  ],
  Webpage: [
    (a, s) => `Background reading to prepare to teach ${named(s)}. ${a}`,
    (a) => `${a} This page gives teachers context, vocabulary and teaching suggestions.`,
  ],
};

export const TEACHER_SUPPORT = [
  { category: 'Teaching Tips', title: (s: string) => `${s}: Teaching Tips` },
  { category: 'Discussion Questions', title: (s: string) => `${s}: Discussion Questions` },
  { category: 'Background Essay', title: (s: string) => `${s}: Background Essay` },
  { category: 'Answer Key', title: (s: string) => `${s}: Answer Key` },
];
export const STUDENT_SUPPORT = [
  { category: 'Handouts', title: (s: string) => `${s}: Student Handout` },
  { category: 'Vocabulary', title: (s: string) => `${s}: Vocabulary Cards` },
  { category: 'Graphic Organizers', title: (s: string) => `${s}: Graphic Organizer` },
];

/** Hand-written Spanish versions of some topics (by the topic's short name). */
export const SPANISH_VERSIONS: Record<
  string,
  { title: string; description: string; mediaType: 'Video' | 'Audio' }
> = {
  'Autumn Leaves': {
    title: '¿Por qué cambian de color las hojas?',
    description:
      'Cuando los días se acortan, la clorofila desaparece y deja ver los pigmentos amarillos y anaranjados que la hoja tenía todo el verano.',
    mediaType: 'Video',
  },
  'The Water Cycle': {
    title: '¿Adónde va la lluvia?',
    description:
      'Charcos, nubes y ríos: una historia sencilla sobre el agua que se evapora, se condensa y vuelve a caer.',
    mediaType: 'Video',
  },
  'Butterfly Life Cycle': {
    title: 'El ciclo de vida de la mariposa',
    description:
      'Observa cómo una mariposa monarca pasa de huevo a oruga, a crisálida y a mariposa en cuatro minutos.',
    mediaType: 'Video',
  },
  Hurricanes: {
    title: '¿Cómo se forman los huracanes?',
    description:
      'Imágenes de satélite y una meteoróloga explican cómo el agua caliente del océano alimenta una tormenta que gira.',
    mediaType: 'Video',
  },
  'Moon Phases': {
    title: 'Las fases de la Luna',
    description:
      'Una lámpara, una pelota y un estudiante que gira muestran por qué la Luna parece cambiar de forma cada mes.',
    mediaType: 'Video',
  },
  'Counting to Ten': {
    title: 'Contamos patos en el estanque',
    description:
      'Cuenta patos, ranas y hojas de nenúfar una por una y descubre que el último número dice cuántos hay.',
    mediaType: 'Video',
  },
  'Fractions on a Number Line': {
    title: 'Fracciones en la recta numérica',
    description:
      'Los estudiantes dividen la recta numérica en partes iguales, ubican fracciones unitarias y las comparan según su posición.',
    mediaType: 'Video',
  },
  'Making Ten': {
    title: 'Formamos diez con marcos de diez',
    description:
      'Los estudiantes llenan marcos de diez con fichas para encontrar todos los pares de números que suman diez.',
    mediaType: 'Video',
  },
  'The Alphabet': {
    title: 'El desfile del alfabeto',
    description: 'Cada letra desfila con un sonido y un dibujo, desde la A de árbol hasta la Z de zorro.',
    mediaType: 'Video',
  },
  'Rhyming Words': {
    title: 'La hora de las rimas',
    description:
      'Canciones divertidas y juegos con los dedos ayudan a los niños a escuchar palabras que riman.',
    mediaType: 'Audio',
  },
  'Balanced Meals': {
    title: 'Un plato equilibrado',
    description: 'Los estudiantes clasifican los alimentos por grupos y planean un almuerzo equilibrado.',
    mediaType: 'Video',
  },
  'Naming Feelings': {
    title: 'Ponle nombre a tus emociones',
    description:
      'Los estudiantes aprenden palabras para lo que sienten y estrategias para calmarse cuando las emociones son fuertes.',
    mediaType: 'Video',
  },
  'Día de los Muertos': {
    title: 'Día de Muertos: recordamos a nuestros seres queridos',
    description:
      'Familias de Oaxaca y Los Ángeles preparan ofrendas y explican el significado de la celebración.',
    mediaType: 'Video',
  },
  'Spanish Colors and Numbers': {
    title: 'Los colores y los números',
    description: 'Canciones y juegos para aprender los colores y los números del uno al veinte.',
    mediaType: 'Audio',
  },
  'Sink or Float': {
    title: '¿Flota o se hunde?',
    description: 'Los niños predicen y prueban qué objetos flotan en una tina de agua.',
    mediaType: 'Video',
  },
};
