import type { AnswerReply } from '@lantern/shared';
import { describe, expect, it } from 'vitest';
import { type AnswerJob, AnswerQueue, type SaveState } from './answer-queue.ts';

class NetworkDown extends Error {}
/** Lets the queue's pending promises settle (no timers: the queue's wait is released by hand). */
const settle = async () => {
  for (let tick = 0; tick < 10; tick += 1) await Promise.resolve();
};
class Refused extends Error {}

const reply = (job: AnswerJob): AnswerReply => ({
  correct: job.body.choice === 1,
  choice: job.body.choice ?? null,
  input: job.body.input ?? null,
});

/** A queue over a scripted server: each call takes the next outcome ('ok', 'down', 'refuse'); then 'ok'. */
function scripted(outcomes: ('ok' | 'down' | 'refuse')[]) {
  const sent: AnswerJob[] = [];
  const saved: AnswerReply[] = [];
  const refused: AnswerJob[] = [];
  const states: SaveState[] = [];
  let keys = 0;
  let release: () => void = () => undefined;
  const queue = new AnswerQueue({
    send: async (job) => {
      sent.push(job);
      const outcome = outcomes.shift() ?? 'ok';
      if (outcome === 'down') throw new NetworkDown('offline');
      if (outcome === 'refuse') throw new Refused('no');
      return reply(job);
    },
    onSaved: (_job, answer) => saved.push(answer),
    onRefused: (job) => refused.push(job),
    isRetryable: (error) => error instanceof NetworkDown,
    wait: () =>
      new Promise<void>((resolve) => {
        release = resolve;
      }),
    newKey: () => `key-${++keys}`,
  });
  queue.subscribe(() => states.push(queue.saveState));
  return { queue, sent, saved, refused, states, retryNow: () => release() };
}

describe('the answer queue', () => {
  it('saves an answer and says so', async () => {
    const { queue, sent, saved, states } = scripted(['ok']);
    queue.enqueue(7, { choice: 1 });
    expect(queue.pending).toBe(1);
    await queue.whenEmpty();
    expect(sent.map((job) => job.idempotencyKey)).toEqual(['key-1']);
    expect(saved).toEqual([{ correct: true, choice: 1, input: null }]);
    expect(states).toEqual(['saving', 'saved']);
  });

  it('retries a failed call with the same idempotency key, showing retrying until it is saved', async () => {
    const { queue, sent, saved, states, retryNow } = scripted(['down', 'ok']);
    queue.enqueue(7, { input: 'Paris' });
    await settle();
    expect(queue.saveState).toBe('retrying');
    expect(queue.pending).toBe(1);
    retryNow();
    await queue.whenEmpty();
    expect(sent.map((job) => job.idempotencyKey)).toEqual(['key-1', 'key-1']);
    expect(saved).toHaveLength(1);
    expect(states).toEqual(['saving', 'retrying', 'saved']);
  });

  it('drops a refused answer (no retry) and reports it', async () => {
    const { queue, sent, refused, saved } = scripted(['refuse']);
    queue.enqueue(7, { input: 'x' });
    await queue.whenEmpty();
    expect(sent).toHaveLength(1);
    expect(refused.map((job) => job.questionId)).toEqual([7]);
    expect(saved).toHaveLength(0);
    expect(queue.saveState).toBe('idle');
  });

  it('sends answers in order and lets a newer answer replace one not sent yet', async () => {
    const { queue, sent, retryNow } = scripted(['down']);
    queue.enqueue(1, { choice: 1 });
    queue.enqueue(2, { choice: 5 });
    queue.enqueue(2, { choice: 6 });
    queue.enqueue(1, { choice: 2 });
    expect(queue.pending).toBe(3);
    await settle();
    retryNow();
    await queue.whenEmpty();
    expect(sent.map((job) => [job.questionId, job.body.choice, job.idempotencyKey])).toEqual([
      [1, 1, 'key-1'],
      [1, 1, 'key-1'],
      [2, 6, 'key-3'],
      [1, 2, 'key-4'],
    ]);
  });
});
