/** The rows and the calls every store answers (index.ts opens one; sqlite.ts and postgres.ts implement them). */
import type {FeedbackReason, SearchEventPost} from 'companylens-docs-contract';

/** Feedback as validated, ready to store: a page (path without the base URL) or, from an agent, a topic. */
export interface NewFeedback {
  page: string | null;
  topic: string | null;
  helpful: boolean;
  reason: FeedbackReason | null;
  comment: string | null;
  source: 'page' | 'mcp';
}

export interface NewSearchEvent {
  query: string;
  source: SearchEventPost['source'] | 'mcp';
  results: number;
  chosen: number | null;
}

export type FeedbackRow = NewFeedback & {createdAt: Date};
export type SearchEventRow = NewSearchEvent & {createdAt: Date};

export interface Store {
  readonly engine: 'sqlite' | 'postgres';
  /** Where the data is, for logs: the file, or the database's host and name (never a password). */
  readonly where: string;
  addFeedback(row: NewFeedback, at?: Date): Promise<void>;
  addSearchEvent(row: NewSearchEvent, at?: Date): Promise<void>;
  /** Rows from `since` on, oldest first. */
  feedbackSince(since: Date): Promise<FeedbackRow[]>;
  searchEventsSince(since: Date): Promise<SearchEventRow[]>;
  /** Deletes rows of both tables older than `before`; how many of each went. */
  purge(before: Date): Promise<{feedback: number; searchEvents: number}>;
  counts(): Promise<{feedback: number; searchEvents: number}>;
  /** The migration versions this store has run, in order. */
  versions(): Promise<number[]>;
  close(): Promise<void>;
}
