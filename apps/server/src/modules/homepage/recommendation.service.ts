import type { RecommendationReply } from '@lantern/shared';
import type { Orm } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import type { Audience } from '../cards/index.ts';
import { presentCard } from './homepage.presenters.ts';
import { coEngagementRecommendations, popularRecommendations } from './recommendation.repo.ts';

/**
 * Recommendations for the homepage carousel: what people with overlapping favorites and views engaged
 * with, topped up with popular resources when that gives fewer than asked (new users, visitors).
 */
export async function recommendationsFor(
  orm: Orm,
  options: { enabled: boolean; userId: string | null; audience: Audience; count: number },
): Promise<RecommendationReply> {
  if (!options.enabled) throw notFound('Recommendations are turned off on this server.');
  const personal = options.userId
    ? await coEngagementRecommendations(orm, {
        userId: options.userId,
        audience: options.audience,
        limit: options.count,
      })
    : [];
  const popular =
    personal.length < options.count
      ? await popularRecommendations(orm, {
          userId: options.userId,
          audience: options.audience,
          excludeIds: personal.map((row) => Number(row.id)),
          limit: options.count - personal.length,
        })
      : [];
  return {
    results: [
      ...personal.map((row) => ({ ...presentCard(row), basis: 'similar_users' as const })),
      ...popular.map((row) => ({ ...presentCard(row), basis: 'popular' as const })),
    ],
  };
}
