/**
 * What the page feedback widget, the search reporter and the site's Node service
 * (companylens-docs-service) agree on: the endpoints, the reasons a reader can give and the
 * limits. The service validates against these; the browser sends only these shapes.
 */
export const FEEDBACK_ENDPOINT = '/api/feedback';
export const SEARCH_EVENTS_ENDPOINT = '/api/search-events';
/**
 * Whether this copy collects feedback, asked once before the first post: the
 * build ships it as a static file saying no (static/api/feedback-status.json),
 * which plain static hosts and the development server serve; where the
 * service runs, nginx passes it to the service, which says yes. So a copy
 * without the service never sends a post that fails.
 */
export const FEEDBACK_STATUS_ENDPOINT = '/api/feedback-status.json';
export interface FeedbackStatus {
  collecting: boolean;
}

/** Why a page did not help, in the order the widget offers them. */
export const FEEDBACK_REASONS = ['inaccurate', 'hard-to-follow', 'missing', 'example-broken', 'other'] as const;
export type FeedbackReason = (typeof FEEDBACK_REASONS)[number];

/** Longest comment, in characters. */
export const FEEDBACK_COMMENT_MAX = 1000;
/** Largest request body the service reads, in bytes (larger gets 413). */
export const FEEDBACK_BODY_MAX = 8192;

/** A reader's or agent's verdict on a page (`page` is its path without the base URL). */
export interface FeedbackPost {
  page: string;
  helpful: boolean;
  reason?: FeedbackReason;
  comment?: string;
}

/**
 * One finished search: its final query, how many results it had and which
 * position (1-based) the reader chose, or null when none was chosen.
 */
export interface SearchEventPost {
  query: string;
  source: 'modal' | 'page';
  results: number;
  chosen: number | null;
}
