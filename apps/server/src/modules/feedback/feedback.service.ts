import {
  type CreateFeedbackBody,
  FEEDBACK_STATUSES,
  type FeedbackStatus,
  type StaffFeedbackItem,
  type StaffFeedbackList,
} from '@lantern/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Orm } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { sendMail } from '../auth/index.ts';
import * as repo from './feedback.repo.ts';

/** Feedback: a visitor or user sends it; staff list it, set its status and reply by email. */

const USER_AGENT_MAX_LENGTH = 512;
/** The staff list shows the newest this many; older feedback stays stored. */
export const STAFF_LIST_LIMIT = 200;

export interface Sender {
  userId: string | null;
  role: 'teacher' | 'student' | 'admin' | null;
  userAgent: string | undefined;
}

export async function submitFeedback(orm: Orm, body: CreateFeedbackBody, sender: Sender) {
  const row = await repo.insertFeedback(orm, {
    category: body.category,
    message: body.message,
    replyEmail: body.email ? body.email : null,
    pagePath: body.page,
    userAgent: sender.userAgent?.slice(0, USER_AGENT_MAX_LENGTH) || null,
    userId: sender.userId,
    senderRole: sender.role,
  });
  return { id: row.id, status: row.status };
}

function presentFeedback(row: repo.FeedbackRow, replies: repo.FeedbackReplyRow[]): StaffFeedbackItem {
  return {
    id: row.id,
    category: row.category,
    status: row.status,
    message: row.message,
    email: row.replyEmail,
    page: row.pagePath,
    browser: row.userAgent,
    sender_role: row.senderRole,
    created_at: row.createdAt.toISOString(),
    replies: replies.map((reply) => ({
      body: reply.body,
      sent_to: reply.sentTo,
      sent_by: reply.sentByName,
      created_at: reply.createdAt.toISOString(),
    })),
  };
}

export async function listStaffFeedback(orm: Orm, status?: FeedbackStatus): Promise<StaffFeedbackList> {
  const rows = await repo.listFeedback(orm, status, STAFF_LIST_LIMIT);
  const replies = await repo.repliesOf(
    orm,
    rows.map((row) => row.id),
  );
  const counts = Object.fromEntries(FEEDBACK_STATUSES.map((s) => [s, 0])) as Record<FeedbackStatus, number>;
  for (const { status: s, n } of await repo.countFeedbackByStatus(orm)) counts[s] = Number(n);
  return {
    objects: rows.map((row) =>
      presentFeedback(
        row,
        replies.filter((reply) => reply.feedbackId === row.id),
      ),
    ),
    counts,
  };
}

const missing = (id: number) => notFound(`There is no feedback with id ${id}.`);

export async function changeFeedbackStatus(orm: Orm, id: number, status: FeedbackStatus) {
  if (!(await repo.setFeedbackStatus(orm, id, status))) throw missing(id);
  return { id, status };
}

/**
 * Emails the reply to the address the sender gave (as plain text, quoting their message), then records
 * it and marks the feedback answered. Feedback sent without an address cannot be answered by email.
 */
export async function replyToFeedback(
  orm: Orm,
  config: Config,
  log: FastifyBaseLogger,
  staff: { id: string },
  id: number,
  body: string,
) {
  const row = await repo.findFeedback(orm, id);
  if (!row) throw missing(id);
  if (!row.replyEmail) {
    throw new AppError(
      'conflict',
      'This feedback was sent without an email address, so there is nobody to reply to.',
      409,
    );
  }
  await sendMail(config, log, {
    to: row.replyEmail,
    subject: `Re: your feedback to ${config.productName}`,
    text: [
      body,
      '',
      `— ${config.productName}`,
      '',
      `You wrote on ${row.createdAt.toISOString().slice(0, 10)}:`,
      ...row.message.split('\n').map((line) => `> ${line}`),
    ].join('\n'),
  });
  await repo.recordReply(orm, { feedbackId: id, body, sentTo: row.replyEmail, sentBy: staff.id });
  return { id, status: 'answered' as const };
}
