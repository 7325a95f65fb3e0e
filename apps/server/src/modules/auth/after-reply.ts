import type { FastifyInstance } from 'fastify';

/**
 * Work that must not hold up (or be timed through) the reply, such as sending mail: it runs after
 * the handler returns, its failure is logged, and the app waits for it when it closes.
 */
export function afterReply(app: FastifyInstance) {
  const pending = new Set<Promise<unknown>>();
  app.addHook('onClose', async () => {
    await Promise.allSettled([...pending]);
  });
  return (work: () => Promise<unknown>) => {
    const task: Promise<unknown> = new Promise((resolve) => setImmediate(resolve))
      .then(work)
      .catch((error: unknown) => app.log.error({ err: error }, 'work after the reply failed'))
      .finally(() => pending.delete(task));
    pending.add(task);
  };
}
