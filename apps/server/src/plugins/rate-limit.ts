import { createHash } from 'node:crypto';
import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Orm } from '../db/client.ts';
import { countHit, deleteEndedCounters, readCounter } from './rate-limit.repo.ts';

/**
 * @fastify/rate-limit with its counters in the database (PGlite or PostgreSQL) instead of process
 * memory, so limits hold across restarts and count every process together. Routes keep the
 * plugin's own configuration: `config: { rateLimit: { max, timeWindow, keyGenerator? } }`, or
 * `app.createRateLimit({ name, max, timeWindow, keyGenerator })` in code (see
 * modules/auth/rate-limits.ts). Each route (or named limiter) counts under its own namespace.
 * `continueExceeding`, `exponentialBackoff` and `ban` are not supported by this store.
 */

const MAX_KEY_LENGTH = 300;
/** Ended counters are swept now and then by whichever process counts. */
const SWEEP_EVERY_HITS = 500;

type StoreOptions = { name?: string; routeInfo?: { method?: string | string[]; url?: string } };
type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

declare module '@fastify/rate-limit' {
  interface CreateRateLimitOptions {
    /** The namespace a limiter made with createRateLimit counts under (routes use their method and URL). */
    name?: string;
  }
}

function namespaceOf(options: StoreOptions): string {
  if (options.name) return options.name;
  const method = options.routeInfo?.method;
  const url = options.routeInfo?.url;
  return url ? `${Array.isArray(method) ? method.join(',') : (method ?? '')} ${url}` : 'global';
}

function storageKey(namespace: string, key: string): string {
  const full = `${namespace}|${key}`;
  return full.length <= MAX_KEY_LENGTH
    ? full
    : `${namespace.slice(0, 100)}|sha256:${createHash('sha256').update(key).digest('hex')}`;
}

/** A store class for @fastify/rate-limit bound to one database. */
export function databaseStore(orm: Orm) {
  let hitsSinceSweep = 0;
  return class DatabaseRateLimitStore {
    readonly namespace: string;
    constructor(options: StoreOptions = {}) {
      this.namespace = namespaceOf(options);
    }

    incr(key: string, callback: Callback, timeWindow: number) {
      hitsSinceSweep += 1;
      if (hitsSinceSweep >= SWEEP_EVERY_HITS) {
        hitsSinceSweep = 0;
        deleteEndedCounters(orm).catch(() => {});
      }
      countHit(orm, storageKey(this.namespace, key), timeWindow).then(
        (state) => callback(null, { current: state.hits, ttl: state.windowMs }),
        (error: Error) => callback(error),
      );
    }

    read(key: string, callback: Callback) {
      readCounter(orm, storageKey(this.namespace, key)).then(
        (state) => callback(null, { current: state.hits, ttl: state.windowMs }),
        (error: Error) => callback(error),
      );
    }

    child(routeOptions: StoreOptions) {
      return new DatabaseRateLimitStore(routeOptions);
    }
  };
}

export default fp(async function rateLimit(app: FastifyInstance) {
  await app.register(fastifyRateLimit, { global: false, store: databaseStore(app.orm) as never });
});
