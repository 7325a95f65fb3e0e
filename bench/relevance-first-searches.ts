/**
 * The first searches a teacher or student types (issue 23: 'tried with thirty plausible first searches, most came
 * back empty'), judged by hand against the demo library: `answers` are what the query asks for (grade 2), `related`
 * are worth finding too (grade 1). Entries are named by their key in seed/demo-library/generate-coverage.ts
 * (ngss:<PE>, math:<cluster>, topic:<slug>) or, for the hand-written topics, by `short:<short name>`.
 */
export interface FirstSearch {
  q: string;
  answers: string[];
  related?: string[];
  /** A query in Spanish: the entry's Spanish version is what it asks for, the English ones are related. */
  spanish?: boolean;
}

export const FIRST_SEARCHES: FirstSearch[] = [
  { q: 'photosynthesis', answers: ['topic:photosynthesis', 'ngss:HS-LS1-5', 'ngss:MS-LS1-6'] },
  {
    q: 'civil rights movement',
    answers: ['topic:the-civil-rights-movement'],
    related: ['topic:martin-luther-king-jr', 'topic:rosa-parks', 'short:The Montgomery Bus Boycott'],
  },
  { q: 'volcanoes', answers: ['topic:volcanoes'] },
  { q: 'how do volcanoes erupt', answers: ['topic:volcanoes'] },
  { q: 'water cycle', answers: ['short:The Water Cycle', 'ngss:MS-ESS2-4'] },
  {
    q: 'fractions',
    answers: ['topic:fractions', 'math:3.NF.A'],
    related: ['short:Fractions on a Number Line', 'short:Equivalent Fractions', 'math:4.NF.A', 'math:5.NF.A'],
  },
  {
    q: 'solar system',
    answers: ['topic:the-solar-system'],
    related: ['ngss:MS-ESS1-3', 'ngss:MS-ESS1-2', 'topic:planets'],
  },
  {
    q: 'american revolution',
    answers: ['topic:the-american-revolution'],
    related: ['topic:the-declaration-of-independence'],
  },
  { q: 'poetry', answers: ['topic:poetry'], related: ['short:Harlem Renaissance Poetry'] },
  { q: 'dinosaurs', answers: ['topic:dinosaurs'], related: ['ngss:3-LS4-1'] },
  { q: 'earthquakes', answers: ['topic:earthquakes'], related: ['short:Earthquake-Safe Buildings'] },
  {
    q: 'multiplication',
    answers: ['topic:multiplication', 'math:3.OA.C'],
    related: ['math:3.OA.A', 'math:3.OA.B', 'short:Equal Groups'],
  },
  { q: 'food chain', answers: ['topic:food-chains'], related: ['short:Salt Marsh Food Webs'] },
  { q: 'martin luther king', answers: ['topic:martin-luther-king-jr'] },
  { q: 'rosa parks', answers: ['topic:rosa-parks'], related: ['short:The Montgomery Bus Boycott'] },
  { q: 'ancient egypt', answers: ['topic:ancient-egypt'], related: ['short:The Pyramids of Giza'] },
  { q: 'planets', answers: ['topic:planets'], related: ['topic:the-solar-system'] },
  { q: 'magnets', answers: ['topic:magnets', 'ngss:3-PS2-4'] },
  {
    q: 'solid liquid gas',
    answers: ['short:States of Matter', 'topic:solids-liquids-and-gases'],
    related: ['ngss:MS-PS1-4'],
  },
  {
    q: 'climate change',
    answers: ['topic:climate-change'],
    related: ['ngss:HS-ESS2-4', 'ngss:MS-ESS3-5'],
  },
  { q: 'plate tectonics', answers: ['ngss:HS-ESS1-5', 'ngss:MS-ESS2-3'] },
  { q: 'pythagorean theorem', answers: ['short:The Pythagorean Theorem', 'math:8.G.B'] },
  { q: 'why is the sky blue', answers: ['topic:why-is-the-sky-blue'] },
  { q: 'how do birds fly', answers: ['topic:how-do-birds-fly'] },
  { q: 'shakespeare', answers: ['topic:shakespeare'], related: ['short:Romeo and Juliet'] },
  { q: 'the constitution', answers: ['topic:the-constitution'] },
  { q: 'world war ii', answers: ['topic:world-war-ii'], related: ['short:The WWII Home Front'] },
  {
    q: 'electricity',
    answers: ['topic:electricity-and-circuits'],
    related: ['short:Generating Electricity', 'ngss:HS-PS2-5'],
  },
  { q: 'cells', answers: ['topic:cells', 'ngss:MS-LS1-1'], related: ['ngss:MS-LS1-2'] },
  { q: 'the civil war', answers: ['topic:the-civil-war'], related: ['topic:abraham-lincoln'] },
  { q: 'rainforest', answers: ['topic:rainforests'] },
  { q: 'dinosaurios', answers: ['topic:dinosaurs'], spanish: true },
];
