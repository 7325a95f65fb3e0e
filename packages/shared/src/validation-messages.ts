import type { z } from 'zod';

type Issue = Parameters<NonNullable<z.core.$ZodConfig['customError']>>[0];

const TYPE_NAMES: Record<string, string> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  boolean: 'true or false',
  object: 'an object',
  array: 'a list',
  date: 'a date',
};

/**
 * Messages a person can act on, used by the server and the client (install with
 * `z.config({ customError: friendlyZodMessage })`). Returning undefined keeps zod's own.
 */
export function friendlyZodMessage(issue: Issue): string | undefined {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined) return 'This field is required.';
      return `Must be ${TYPE_NAMES[issue.expected] ?? issue.expected}.`;
    case 'too_small':
      if (issue.origin === 'string') {
        return Number(issue.minimum) <= 1
          ? 'This field may not be blank.'
          : `Must be at least ${issue.minimum} characters.`;
      }
      if (issue.origin === 'array') return `Choose at least ${issue.minimum}.`;
      return `Must be at least ${issue.minimum}.`;
    case 'too_big':
      if (issue.origin === 'string') return `Must be at most ${issue.maximum} characters.`;
      if (issue.origin === 'array') return `Choose at most ${issue.maximum}.`;
      return `Must be at most ${issue.maximum}.`;
    case 'invalid_value':
      return `Must be one of: ${issue.values.map(String).join(', ')}.`;
    case 'unrecognized_keys':
      return `Unknown field${issue.keys.length > 1 ? 's' : ''}: ${issue.keys.join(', ')}.`;
    case 'invalid_format':
      if (issue.format === 'email') return 'Enter a valid email address.';
      if (issue.format === 'url') return 'Enter a valid web address.';
      if (issue.format === 'uuid') return 'Must be a valid identifier.';
      return undefined;
    default:
      return undefined;
  }
}
