/**
 * TMDb's popularity mixes audience interest with recency. The data holds interest (IMDb votes,
 * worldwide gross) and dates; recency is measured against the catalog's pinned "today".
 */
const YEAR_DAYS = 365.25;

export interface PopularityFacts {
  voteCount: number;
  revenue: number;
  /** Days since release on the pinned clock; negative before release; null when unknown. */
  ageDays: number | null;
}

export function popularityOf({ voteCount, revenue, ageDays }: PopularityFacts): number {
  const interest = Math.log10(voteCount + 1) * 10 + Math.max(0, Math.log10(revenue + 1) - 5) * 6;
  let recency = 0.3;
  if (ageDays !== null) {
    recency = ageDays >= 0 ? 0.3 + 0.7 * Math.exp(-ageDays / (3 * YEAR_DAYS)) : 0.3 + 0.7 * Math.exp(ageDays / 60); // anticipation fades with distance from release
  }
  return Math.round(interest * recency * 1000) / 1000;
}

/** Trending is this week's talk: popular films released in the last weeks or just about to be. */
export function trendingScoreOf(popularity: number, ageDays: number | null): number {
  if (ageDays === null || ageDays < -7) return 0;
  return popularity * Math.exp(-Math.abs(ageDays) / 30);
}
