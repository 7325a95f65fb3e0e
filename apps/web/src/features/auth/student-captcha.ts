import { type Challenge, solveChallengeWorkers } from 'altcha-lib';
import { useCallback, useEffect, useRef, useState } from 'react';
import { type CaptchaAction, fetchCaptchaChallenge, fetchCaptchaConfig } from './student-auth-api.ts';

/**
 * The self-hosted captcha (ALTCHA proof of work) in place of reCAPTCHA: the browser fetches a
 * signed challenge from our server and solves it in Web Workers, so no third party sees a child.
 * Solving starts as soon as a form opens, so it is usually done before the child has finished typing.
 */

export type CaptchaStatus = 'solving' | 'ready' | 'failed';

// Challenges expire after 10 minutes on the server; one older than this is solved again before use.
const FRESH_FOR_MS = 8 * 60 * 1000;
const MAX_WORKERS = 4;

let captchaConfig: Promise<{ enabled: boolean; challengeUrl: string }> | undefined;

function loadCaptchaConfig() {
  captchaConfig ??= fetchCaptchaConfig().catch((error: unknown) => {
    captchaConfig = undefined;
    throw error;
  });
  return captchaConfig;
}

function createSolverWorker(): Worker {
  return new Worker(new URL('./student-captcha.worker.ts', import.meta.url), { type: 'module' });
}

/** Fetches and solves one challenge; the payload is what the server's `captcha` field expects. */
async function solveCaptcha(action: CaptchaAction, controller: AbortController): Promise<string> {
  const config = await loadCaptchaConfig();
  // Off only when the operator set CAPTCHA_DISABLED=true; the server then accepts an empty field.
  if (!config.enabled) return '';
  const challenge = await fetchCaptchaChallenge(config.challengeUrl, action, controller.signal);
  const solution = await solveChallengeWorkers({
    // The reply schema checks the envelope only; the solver reads the parameters it needs.
    challenge: challenge as unknown as Challenge,
    concurrency: Math.min(MAX_WORKERS, navigator.hardwareConcurrency || 2),
    controller,
    createWorker: createSolverWorker,
  });
  if (!solution) throw new Error('The captcha challenge was not solved');
  return btoa(JSON.stringify({ challenge, solution }));
}

/**
 * One solved captcha for `action`, for a form that needs it only now and then (the teacher
 * sign-in asks for one after many failed sign-ins to an account).
 */
export function solveCaptchaOnce(action: CaptchaAction): Promise<string> {
  return solveCaptcha(action, new AbortController());
}

interface Attempt {
  payload: Promise<string>;
  startedAt: number;
  controller: AbortController;
}

/**
 * Keeps one solved captcha ready for `action`. `takePayload` hands it out (waiting if it is still
 * being solved) and starts on the next one, since the server accepts each solution only once.
 */
export function useStudentCaptcha(action: CaptchaAction) {
  const [status, setStatus] = useState<CaptchaStatus>('solving');
  const attempt = useRef<Attempt | null>(null);

  const start = useCallback((): Attempt => {
    attempt.current?.controller.abort();
    const controller = new AbortController();
    const payload = solveCaptcha(action, controller);
    const current: Attempt = { payload, startedAt: Date.now(), controller };
    attempt.current = current;
    setStatus('solving');
    payload.then(
      () => {
        if (attempt.current === current) setStatus('ready');
      },
      () => {
        if (attempt.current === current && !controller.signal.aborted) setStatus('failed');
      },
    );
    return current;
  }, [action]);

  useEffect(() => {
    start();
    return () => {
      attempt.current?.controller.abort();
      attempt.current = null;
    };
  }, [start]);

  const takePayload = useCallback(async (): Promise<string> => {
    let current = attempt.current;
    const failed = current
      ? await current.payload.then(
          () => false,
          () => true,
        )
      : true;
    if (!current || failed || Date.now() - current.startedAt > FRESH_FOR_MS) current = start();
    try {
      return await current.payload;
    } finally {
      start();
    }
  }, [start]);

  return { status, takePayload, retry: start };
}
