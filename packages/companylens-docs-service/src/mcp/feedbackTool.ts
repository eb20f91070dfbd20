/**
 * submit_feedback: an assistant's verdict on a page or a topic of these
 * docs, validated, limited and stored as POST /api/feedback does
 * (../feedback/service.ts). Offered over HTTP only, where the service has a
 * store; over stdio the server has none.
 */
import {FEEDBACK_COMMENT_MAX} from 'companylens-docs-contract';
import {feedbackSchema} from '../feedback/schema';
import type {FeedbackService} from '../feedback/service';
import {error, type DocsTool} from './tools';

/** The schema POST /api/feedback is checked against for an agent, each field described for the model. */
const SCHEMA = feedbackSchema('mcp');
const DESCRIPTIONS: Record<keyof typeof SCHEMA.properties, string> = {
  page: 'The page: its path such as /getting-started/installation or its URL, as search_docs and list_pages give them.',
  topic: 'Instead of page, when no page covers what you looked for: the topic, in a few words.',
  helpful: 'Whether the page answered what you needed.',
  reason: 'Only with helpful: false: what was wrong.',
  comment: `What was wrong or missing, or what helped, at most ${FEEDBACK_COMMENT_MAX.toLocaleString('en-GB')} characters.`,
};
const INPUT_SCHEMA = {
  ...SCHEMA,
  properties: Object.fromEntries(Object.entries(SCHEMA.properties).map(([name, property]) => [name, {...property, description: DESCRIPTIONS[name as keyof typeof DESCRIPTIONS]}])),
};

export function createFeedbackTool(feedback: FeedbackService): DocsTool {
  return {
    definition: {
      name: 'submit_feedback',
      title: 'Send feedback on the documentation',
      description:
        'Tell the CompanyLens documentation writers whether a page (or, when no page covers it, a topic) helped: helpful true or false, and for false a reason and a comment saying what was wrong or missing. Send it once per page and task; it is read by people, so write the comment for them. No personal data: email addresses and phone numbers are replaced before it is stored.',
      inputSchema: INPUT_SCHEMA,
      outputSchema: {
        type: 'object',
        properties: {stored: {type: 'boolean', const: true}},
        required: ['stored'],
        additionalProperties: false,
      },
      annotations: {title: 'Send feedback on the documentation', readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: false},
    },
    async run(args, {client}) {
      const outcome = await feedback.feedback(args, client, 'mcp');
      if ('error' in outcome.body) return error(outcome.body.error.replace(/^Bad Request: /, 'Not sent: '));
      const what = typeof args.page === 'string' ? `the page ${args.page}` : `"${args.topic}"`;
      return {content: [{type: 'text', text: `Thank you: your feedback on ${what} was recorded for the writers.`}], structuredContent: {stored: true}};
    },
  };
}
