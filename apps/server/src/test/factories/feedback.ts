import type { FastifyInstance } from 'fastify';
import { feedback } from '../../db/schema.ts';
import { inserted, uniqueSuffix } from './unique.ts';

/** A new feedback message (a visitor's question from the homepage, no reply address, unless overridden). */
export async function buildFeedback(
  app: FastifyInstance,
  overrides: Partial<typeof feedback.$inferInsert> = {},
) {
  const rows = await app.orm
    .insert(feedback)
    .values({ category: 'question', message: `Feedback ${uniqueSuffix()}`, pagePath: '/', ...overrides })
    .returning({ id: feedback.id });
  return inserted(rows, 'feedback');
}
