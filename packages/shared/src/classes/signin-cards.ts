import { z } from 'zod';
import { classSummarySchema } from './classes.ts';

/**
 * A teacher's sign-in cards (issue 39; docs/decisions/0074-sign-in-cards.md), for students that teacher created
 * (the rule of the secret-answer reset, decision 0037). The token and the code are shown only in these replies:
 * the server keeps their hashes. A new card replaces the old one, which stops working at once.
 *
 * - POST   /api/v2/tools/classes/{id}/students/signin-cards/               → SigninCardsReply (every student of
 *                                                                           the class you created gets a new card)
 * - POST   /api/v2/tools/classes/{id}/students/{studentId}/signin-card/    → SigninCard (a new card for one)
 * - DELETE /api/v2/tools/classes/{id}/students/{studentId}/signin-card/    → 204 (the card stops working)
 */

export const signinCardSchema = z.object({
  /** The student's account id. */
  id: z.string(),
  display_name: z.string(),
  username: z.string(),
  /** Goes into the QR code's link (signinCardPath); 43 characters. */
  token: z.string(),
  /** 8 characters, typed with the username; printed as formatSigninCardCode shows it. */
  code: z.string(),
  issued_at: z.string(),
});
export type SigninCard = z.infer<typeof signinCardSchema>;

export const signinCardsReplySchema = z.object({
  class: classSummarySchema,
  results: z.array(signinCardSchema),
});
export type SigninCardsReply = z.infer<typeof signinCardsReplySchema>;
