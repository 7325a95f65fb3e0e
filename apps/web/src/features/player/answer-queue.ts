import type { AnswerBody, AnswerReply } from '@lantern/shared';

/**
 * Never lose an answer (issue 21): every answer goes through this queue, one call at a time in the order given.
 * A call that fails on the way (no reply, a 5xx, 408 or 429) is retried with the same idempotency key, so the
 * server stores it once however often it is sent; a refusal (another 4xx) is final and reported to the question.
 * The queue says honestly where it stands: saving, saved, or failing and retrying.
 */

export interface AnswerJob {
  questionId: number;
  body: AnswerBody;
  /** One per answer attempt: a retry sends the same key. */
  idempotencyKey: string;
}

export type SaveState = 'idle' | 'saving' | 'retrying' | 'saved';

export interface AnswerQueueOptions {
  send: (job: AnswerJob) => Promise<AnswerReply>;
  onSaved: (job: AnswerJob, reply: AnswerReply) => void;
  onRefused: (job: AnswerJob, error: unknown) => void;
  /** Whether a failure is worth retrying (the network or the server), not a refusal of the answer. */
  isRetryable: (error: unknown) => boolean;
  /** Waits before retry number `attempt` (1, 2, …); the page uses timers, tests resolve at once. */
  wait?: (attempt: number) => Promise<void>;
  newKey?: () => string;
}

const RETRY_DELAYS_MS = [1000, 2000, 4000, 8000];
export const retryDelay = (attempt: number) =>
  RETRY_DELAYS_MS[Math.min(attempt, RETRY_DELAYS_MS.length) - 1] ?? 8000;

export class AnswerQueue {
  private readonly jobs: AnswerJob[] = [];
  private running = false;
  private failing = false;
  private savedAny = false;
  private readonly listeners = new Set<() => void>();
  private idleWaiters: (() => void)[] = [];
  private readonly options: Required<AnswerQueueOptions>;
  private state: SaveState = 'idle';

  constructor(options: AnswerQueueOptions) {
    this.options = {
      wait: (attempt) => new Promise((resolve) => setTimeout(resolve, retryDelay(attempt))),
      newKey: () => crypto.randomUUID(),
      ...options,
    };
  }

  /**
   * Queues an answer. A newer answer to a question whose earlier one has not been sent yet replaces it (only the
   * last one counts); one already on its way is finished first, so the newer one is stored last.
   */
  enqueue(questionId: number, body: AnswerBody): AnswerJob {
    const job = { questionId, body, idempotencyKey: this.options.newKey() };
    // The first job is on its way (or waiting to be sent again): it is never replaced.
    const waiting = this.jobs.findIndex((queued, index) => index > 0 && queued.questionId === questionId);
    if (waiting === -1) this.jobs.push(job);
    else this.jobs.splice(waiting, 1, job);
    this.update();
    void this.run();
    return job;
  }

  /** Answers not yet acknowledged by the server. */
  get pending(): number {
    return this.jobs.length;
  }

  get saveState(): SaveState {
    return this.state;
  }

  /** Resolves once every queued answer is saved or refused. */
  whenEmpty(): Promise<void> {
    if (this.jobs.length === 0) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private update() {
    const next: SaveState =
      this.jobs.length > 0 ? (this.failing ? 'retrying' : 'saving') : this.savedAny ? 'saved' : 'idle';
    if (next !== this.state) {
      this.state = next;
      for (const listener of this.listeners) listener();
    }
    if (this.jobs.length === 0) {
      const waiters = this.idleWaiters;
      this.idleWaiters = [];
      for (const resolve of waiters) resolve();
    }
  }

  private async run() {
    if (this.running) return;
    this.running = true;
    try {
      let attempt = 0;
      for (let job = this.jobs[0]; job; job = this.jobs[0]) {
        try {
          const reply = await this.options.send(job);
          attempt = 0;
          this.failing = false;
          this.savedAny = true;
          this.jobs.shift();
          this.options.onSaved(job, reply);
        } catch (error) {
          if (this.options.isRetryable(error)) {
            attempt += 1;
            this.failing = true;
            this.update();
            await this.options.wait(attempt);
            continue;
          }
          attempt = 0;
          this.failing = false;
          this.jobs.shift();
          this.options.onRefused(job, error);
        }
        this.update();
      }
    } finally {
      this.running = false;
      this.update();
    }
  }
}
