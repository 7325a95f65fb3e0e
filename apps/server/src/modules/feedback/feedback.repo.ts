import type { FeedbackCategory, FeedbackStatus } from '@lantern/shared';
import { asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { Orm } from '../../db/client.ts';
import { feedback, feedbackReplies, users } from '../../db/schema.ts';

/** SQL of feedback: the sender's insert, and the staff list, status and replies. */

export interface NewFeedback {
  category: FeedbackCategory;
  message: string;
  replyEmail: string | null;
  pagePath: string;
  userAgent: string | null;
  userId: string | null;
  senderRole: 'teacher' | 'student' | 'admin' | null;
}

export type FeedbackRow = typeof feedback.$inferSelect;
export interface FeedbackReplyRow {
  feedbackId: number;
  body: string;
  sentTo: string;
  sentByName: string | null;
  createdAt: Date;
}

export async function insertFeedback(orm: Orm, values: NewFeedback): Promise<FeedbackRow> {
  const [row] = await orm.insert(feedback).values(values).returning();
  if (!row) throw new Error('feedback row missing right after it was written');
  return row;
}

/** Newest first; at most `limit` rows. */
export async function listFeedback(
  orm: Orm,
  status: FeedbackStatus | undefined,
  limit: number,
): Promise<FeedbackRow[]> {
  return orm
    .select()
    .from(feedback)
    .where(status ? eq(feedback.status, status) : undefined)
    .orderBy(desc(feedback.createdAt), desc(feedback.id))
    .limit(limit);
}

export async function countFeedbackByStatus(orm: Orm): Promise<{ status: FeedbackStatus; n: number }[]> {
  return orm.select({ status: feedback.status, n: count() }).from(feedback).groupBy(feedback.status);
}

export async function repliesOf(orm: Orm, feedbackIds: number[]): Promise<FeedbackReplyRow[]> {
  if (feedbackIds.length === 0) return [];
  return orm
    .select({
      feedbackId: feedbackReplies.feedbackId,
      body: feedbackReplies.body,
      sentTo: feedbackReplies.sentTo,
      sentByName: users.firstName,
      createdAt: feedbackReplies.createdAt,
    })
    .from(feedbackReplies)
    .leftJoin(users, eq(users.id, feedbackReplies.sentBy))
    .where(inArray(feedbackReplies.feedbackId, feedbackIds))
    .orderBy(asc(feedbackReplies.createdAt), asc(feedbackReplies.id));
}

export async function findFeedback(orm: Orm, id: number): Promise<FeedbackRow | null> {
  const [row] = await orm.select().from(feedback).where(eq(feedback.id, id));
  return row ?? null;
}

export async function setFeedbackStatus(orm: Orm, id: number, status: FeedbackStatus): Promise<boolean> {
  const updated = await orm
    .update(feedback)
    .set({ status, updatedAt: new Date() })
    .where(eq(feedback.id, id))
    .returning({ id: feedback.id });
  return updated.length > 0;
}

/** Records a sent reply and marks the feedback answered, together. */
export async function recordReply(
  orm: Orm,
  reply: { feedbackId: number; body: string; sentTo: string; sentBy: string },
): Promise<void> {
  await orm.transaction(async (tx) => {
    await tx.insert(feedbackReplies).values(reply);
    await tx
      .update(feedback)
      .set({ status: 'answered', updatedAt: new Date() })
      .where(eq(feedback.id, reply.feedbackId));
  });
}
