/**
 * The typed contract of the components one remote embeds from another. Pages need no entry here:
 * they take no props, and each remote declares its own in `src/routes.ts`. A remote changing a
 * widget's props breaks the type-check of whoever embeds it.
 */
import type { ComponentType } from 'react';

/** Props of the review editor dialog that mf-reviews exposes (opened from the movie page). */
export interface ReviewDialogProps {
  movieId: number;
  movieTitle: string;
  open: boolean;
  onOpenChange(open: boolean): void;
}

/** Props of the review list mf-reviews exposes (the movie page's Reviews tab). */
export interface ReviewListProps {
  movieId: number;
}

/** Props of the member's activity feed mf-reviews exposes (the profile page's Activity tab). */
export interface ActivityFeedProps {
  userId: string;
}

export interface WidgetModules {
  'mf_reviews/ReviewDialog': ComponentType<ReviewDialogProps>;
  'mf_reviews/ReviewList': ComponentType<ReviewListProps>;
  'mf_reviews/ActivityFeed': ComponentType<ActivityFeedProps>;
}

export type WidgetModuleId = keyof WidgetModules;
