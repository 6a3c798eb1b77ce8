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

/**
 * Props of the review text editor mf-reviews exposes (the rich-text editor of its review form,
 * embedded by the diary's Log dialog). `onChange` gives the stored text and its visible length.
 */
export interface ReviewTextEditorProps {
  initialValue: string;
  onChange(value: { text: string; length: number }): void;
  onBlur?(): void;
  labelledBy: string;
  describedBy?: string;
  invalid?: boolean;
  placeholder?: string;
}

/** The film a diary widget is about, as the movie page knows it. */
export interface JournalMovie {
  id: number;
  title: string;
  poster_path: string | null;
  release_date: string | null;
}

/** Props of the Log dialog mf-journal exposes (opened from the movie page's Log button). */
export interface LogDialogProps {
  movie: JournalMovie;
  open: boolean;
  onOpenChange(open: boolean): void;
}

/** Props of the "Your year" section mf-journal exposes (the profile page embeds it). */
export interface YourYearProps {
  userId: string;
}

/** Props of the member's activity feed mf-reviews exposes (the profile page's Activity tab). */
export interface ActivityFeedProps {
  userId: string;
  /** Their username, for links to their lists. */
  username: string;
}

export interface WidgetModules {
  'mf_reviews/ReviewDialog': ComponentType<ReviewDialogProps>;
  'mf_reviews/ReviewList': ComponentType<ReviewListProps>;
  'mf_reviews/ActivityFeed': ComponentType<ActivityFeedProps>;
  'mf_reviews/ReviewTextEditor': ComponentType<ReviewTextEditorProps>;
  'mf_journal/LogDialog': ComponentType<LogDialogProps>;
  'mf_journal/YourYear': ComponentType<YourYearProps>;
}

export type WidgetModuleId = keyof WidgetModules;
