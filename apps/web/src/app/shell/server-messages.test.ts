import { describe, expect, it } from 'vitest';
import { serverMessagesFromReply } from './server-messages.ts';

describe('serverMessagesFromReply', () => {
  it('returns the messages, defaulting tags to info', () => {
    expect(
      serverMessagesFromReply({
        results: [
          { message: 'Saved', tags: 'success', show_in_modal: false },
          { message: 'Hello', show_in_modal: true },
        ],
      }),
    ).toEqual([
      { message: 'Saved', tags: 'success', show_in_modal: false },
      { message: 'Hello', tags: 'info', show_in_modal: true },
    ]);
  });

  it('accepts an empty list', () => {
    expect(serverMessagesFromReply({ results: [] })).toEqual([]);
  });

  it('gives null when the reply has no results array', () => {
    expect(serverMessagesFromReply({})).toBeNull();
    expect(serverMessagesFromReply({ results: 'nope' })).toBeNull();
    expect(serverMessagesFromReply(undefined)).toBeNull();
  });
});
