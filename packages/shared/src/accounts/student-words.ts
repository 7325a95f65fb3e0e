/**
 * Words a student builds a username from (spec 2: description word + thing word). Chosen to be
 * friendly for young children, easy to spell and free of anything that reads as a real name.
 */
export const DESCRIPTION_WORDS = [
  'amazing',
  'brave',
  'bright',
  'bouncy',
  'busy',
  'calm',
  'cheerful',
  'clever',
  'cozy',
  'curious',
  'dazzling',
  'eager',
  'fancy',
  'fast',
  'friendly',
  'fuzzy',
  'gentle',
  'giant',
  'glowing',
  'golden',
  'happy',
  'helpful',
  'jolly',
  'kind',
  'lucky',
  'magic',
  'mighty',
  'polite',
  'proud',
  'quick',
  'quiet',
  'shiny',
  'silly',
  'smart',
  'sparkly',
  'speedy',
  'sunny',
  'super',
  'swift',
  'tiny',
] as const;

export const THING_WORDS = [
  'apple',
  'badger',
  'balloon',
  'banana',
  'bear',
  'bee',
  'bicycle',
  'butterfly',
  'cactus',
  'castle',
  'cloud',
  'comet',
  'cookie',
  'dolphin',
  'dragon',
  'drum',
  'falcon',
  'fox',
  'giraffe',
  'guitar',
  'kite',
  'koala',
  'lemon',
  'lion',
  'mango',
  'moon',
  'narwhal',
  'otter',
  'owl',
  'panda',
  'penguin',
  'planet',
  'pumpkin',
  'rainbow',
  'robot',
  'rocket',
  'star',
  'tiger',
  'turtle',
  'volcano',
] as const;

export type DescriptionWord = (typeof DESCRIPTION_WORDS)[number];
export type ThingWord = (typeof THING_WORDS)[number];

/** Secret questions (spec 2 §3). The client sends the id; the text is what the student sees. */
export const SECRET_QUESTIONS = [
  { id: 'favorite_animal', text: 'What is your favorite animal?' },
  { id: 'favorite_color', text: 'What is your favorite color?' },
  { id: 'favorite_food', text: 'What is your favorite food?' },
  { id: 'favorite_game', text: 'What is your favorite game?' },
  { id: 'best_friend_name', text: "What is your best friend's name?" },
  { id: 'favorite_toy', text: 'What is your favorite toy?' },
] as const;

export type SecretQuestionId = (typeof SECRET_QUESTIONS)[number]['id'];
export const SECRET_QUESTION_IDS = SECRET_QUESTIONS.map((question) => question.id) as [
  SecretQuestionId,
  ...SecretQuestionId[],
];

/** Accepts a question's id or its exact text (the spec's payload carries the text). */
export function secretQuestionId(idOrText: string): SecretQuestionId | undefined {
  const value = idOrText.trim();
  return SECRET_QUESTIONS.find((question) => question.id === value || question.text === value)?.id;
}
