import { z } from 'zod';

/**
 * The launch data the server embeds in the page for assignment links (spec 1 §2.6), as
 * `<script id="launch-assignment-data" type="application/json">{"name":…,"poster_url":…}</script>`.
 */
export { LAUNCH_DATA_ELEMENT_ID } from '@lantern/shared';

const launchDataSchema = z.object({
  name: z.string().trim().min(1).nullish().catch(null),
  poster_url: z.string().trim().min(1).nullish().catch(null),
});

export interface LaunchData {
  name: string | null;
  posterUrl: string | null;
}

export function parseLaunchData(json: string | null | undefined): LaunchData {
  let raw: unknown = {};
  try {
    raw = json ? JSON.parse(json) : {};
  } catch {
    raw = {};
  }
  const parsed = launchDataSchema.safeParse(raw);
  return {
    name: parsed.success ? (parsed.data.name ?? null) : null,
    posterUrl: parsed.success ? (parsed.data.poster_url ?? null) : null,
  };
}

/** 'You must be logged in to view {name or "your assignment"}', or '… view results for …'. */
export function loginRequiredHeading(name: string | null, kind: 'assignment' | 'results'): string {
  const what = name ?? 'your assignment';
  return kind === 'results'
    ? `You must be logged in to view results for ${what}`
    : `You must be logged in to view ${what}`;
}

export function isResultsProxyPath(pathname: string): boolean {
  return pathname.startsWith('/tools/rosters/results/assignment_results_proxy/');
}
