/**
 * What a feedback post and a search event may hold, as JSON Schema: the one statement of their
 * shape, which feedback/validate.ts checks the routes' bodies against and submit_feedback
 * advertises as its input schema (with descriptions). What a schema cannot say (a page of this
 * build, a reason only for `helpful: false`, a position within the results) validate.ts checks after it.
 */
import {FEEDBACK_COMMENT_MAX, FEEDBACK_REASONS} from 'companylens-docs-contract';
import {MAX_QUERY} from 'docs-search-engine';
import {PAGE_MAX} from '../mcp/pages';
/** Longest topic an agent may name instead of a page. */
const TOPIC_MAX = 200;
/** More results than any search of these docs can have. */
const RESULTS_MAX = 100_000;

/** A page's feedback: from the page widget, or (`mcp`) from an agent, who may name a topic instead. */
export function feedbackSchema(source: 'page' | 'mcp') {
  return {
    type: 'object' as const,
    properties: {
      page: {type: 'string', minLength: 1, maxLength: PAGE_MAX},
      ...(source === 'mcp' ? {topic: {type: 'string', minLength: 1, maxLength: TOPIC_MAX}} : {}),
      helpful: {type: 'boolean'},
      reason: {type: 'string', enum: [...FEEDBACK_REASONS]},
      comment: {type: 'string', maxLength: FEEDBACK_COMMENT_MAX},
    },
    // an agent names a page or a topic (validate.ts says so when neither comes)
    required: source === 'mcp' ? ['helpful'] : ['page', 'helpful'],
    additionalProperties: false,
  };
}

/** One finished search from the search modal or page. */
export const SEARCH_EVENT_SCHEMA = {
  type: 'object' as const,
  properties: {
    query: {type: 'string', minLength: 1, maxLength: MAX_QUERY},
    source: {type: 'string', enum: ['modal', 'page']},
    results: {type: 'integer', minimum: 0, maximum: RESULTS_MAX},
    chosen: {type: ['integer', 'null'], minimum: 1, maximum: RESULTS_MAX},
  },
  required: ['query', 'source', 'results', 'chosen'],
  additionalProperties: false,
};
