/**
 * companylens-docs-service's feedback/redact.ts on its own: which email addresses and phone
 * numbers it takes out of a reader's text, and the ordinary numbers of these
 * docs it must leave (company numbers, dates, amounts, ratios). The numbers
 * are Ofcom's drama ranges (07700 900xxx, 020 7946 0xxx, 0121 496 0xxx,
 * 01632 960xxx) and the addresses example domains: nobody's real details.
 * Both stores and the report are tested through it in feedback-store.spec.ts,
 * the HTTP route and the MCP tool in tests/nginx/feedback-http.spec.ts.
 */
import {test, expect} from '@playwright/test';
import {EMAIL_REMOVED, PHONE_REMOVED, redactContact} from '@site/packages/companylens-docs-service/src/feedback/redact';

const E = EMAIL_REMOVED;
const P = PHONE_REMOVED;

test('email addresses, plus tags, subdomains, capitals and other scripts included, become one mark each', () => {
  const cases: [string, string][] = [
    ['Write to jane.doe+docs@example.co.uk please', `Write to ${E} please`],
    ['JANE_DOE@EXAMPLE.COM.', `${E}.`],
    ['(a@b.co), <x.y@sub.example.org>', `(${E}), <${E}>`],
    ['mailto:ops-team@example.net?subject=x', `mailto:${E}?subject=x`],
    ['josé@correo.example', E],
    ['two: a@example.com,b@example.org', `two: ${E},${E}`],
  ];
  for (const [text, expected] of cases) expect(redactContact(text), text).toBe(expected);
});

test('UK phone numbers in the ways people write them, and international ones, become one mark each', () => {
  const cases: [string, string][] = [
    ['ring 07700 900123, thanks', `ring ${P}, thanks`],
    ['07700900123', P],
    ['07700 900 123.', `${P}.`],
    ['tel:07700-900-123', `tel:${P}`],
    ['+44 7700 900123', P],
    ['+447700900123', P],
    ['+44 (0)20 7946 0958', P],
    ['(020) 7946 0958', P],
    ['0044 20 7946 0958', P],
    ['0121 496 0000 or 01632 960001', `${P} or ${P}`],
    ['freephone 0800 123 4567', `freephone ${P}`],
    ['+1 415 555 2671 and +353 1 234 5678', `${P} and ${P}`],
  ];
  for (const [text, expected] of cases) expect(redactContact(text), text).toBe(expected);
});

test('both in one comment; a text with neither comes back as it was', () => {
  expect(redactContact('Email me (jane+docs@example.com) or call 07700 900123 about SC123456')).toBe(`Email me (${E}) or call ${P} about SC123456`);
  const plain = 'The `npx` line | fails <img src=x> on Node 20 — £5 ✓';
  expect(redactContact(plain)).toBe(plain);
});

test('ordinary numbers stay: company numbers, dates, amounts, ratios, versions, identifiers, handles', () => {
  const kept = [
    'company 04567123, SC123456, OC398765, NI123456, IP00525R, R0000123 and unpadded 4567123',
    'on 2026-11-25, 25/11/2026, 25 November 2026, 20261125 at 10:30',
    '£1,403,000, 1403000, £1403000000, −£482,000, -482000',
    'current ratio 0.5594, net margin -8.1352%, ROE 22.9865',
    'revision 2024-10-07, SDK 2.4.0, Node.js 22, port 8080 on 127.0.0.1',
    'transaction MzQ0ODc3MjYxOWFkaXF6a2N4, sort code 20-00-00, account 12345678',
    'user@localhost and @someone on GitHub',
    'page 12 of 30, 3 of 4 officers, 600 requests per 5 minutes',
  ];
  for (const text of kept) expect(redactContact(text), text).toBe(text);
});
