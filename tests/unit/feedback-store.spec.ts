/**
 * The feedback store on both engines, with the same tests: SQLite in this
 * process, and a real PostgreSQL (a throwaway cluster on loopback,
 * tests/support/postgres.ts). Migrations, round trips, purge, the service
 * storing readers' text without email addresses and phone numbers, and the
 * report on seeded rows (which must come out the same from either).
 */
import path from 'node:path';
import {test, expect} from '@playwright/test';
import {readBuiltIndex} from '@site/packages/docs-search-engine/src/builtIndex';
import {buildReport, reportMarkdown} from '@site/packages/companylens-docs-service/src/feedback/report';
import {EMAIL_REMOVED, PHONE_REMOVED} from '@site/packages/companylens-docs-service/src/feedback/redact';
import {createFeedbackService} from '@site/packages/companylens-docs-service/src/feedback/service';
import {loadDocsContent} from '@site/packages/companylens-docs-service/src/mcp/content';
import {createSuggester} from '@site/packages/companylens-docs-service/src/feedback/suggest';
import {openStore, type Store, type StoreSettings} from '@site/packages/companylens-docs-service/src/store';
import {ROOT, seed, tempDir} from '../support/feedback';
import {startPostgres, type Cluster} from '../support/postgres';

const NOW = new Date('2026-11-25T12:00:00Z');
const DAY = 86_400_000;
const suggest = createSuggester(readBuiltIndex(path.join(ROOT, 'build')).records);
const content = loadDocsContent(path.join(ROOT, 'build'));
/** What no stored row and no report may hold: the address and the number a reader typed. */
const CONTACT = /jane\.doe\+docs@example\.co\.uk|ops@example\.org|07700 ?900 ?123|7946 ?0958/;

/** The seeded report from a store, over the last 30 days. */
async function seededReport(store: Store) {
  await seed(store, NOW);
  const since = new Date(NOW.getTime() - 30 * DAY);
  const report = buildReport(await store.feedbackSince(since), await store.searchEventsSince(since), since, NOW, suggest);
  await store.close();
  return report;
}

for (const engine of ['sqlite', 'postgres'] as const) {
  test.describe(`feedback store on ${engine}`, () => {
    test.describe.configure({mode: 'default'});
    let cluster: Cluster | undefined;
    /** A fresh, empty store each time: its own file, or its own database. */
    let fresh: () => Promise<StoreSettings>;
    test.beforeAll(async () => {
      if (engine === 'postgres') {
        cluster = await startPostgres();
        const admin = await openStore({file: '', databaseUrl: cluster.url});
        await admin.close();
        let n = 0;
        fresh = async () => {
          const {default: pg} = await import('pg');
          const client = new pg.Client(cluster!.url);
          await client.connect();
          await client.query(`CREATE DATABASE t${++n}`);
          await client.end();
          return {file: '', databaseUrl: cluster!.url.replace(/\/postgres$/, `/t${n}`)};
        };
      } else {
        fresh = async () => ({file: path.join(tempDir(), 'feedback.sqlite')});
      }
    });
    test.afterAll(() => cluster?.stop());

    test('migrations run once: reopening, and several processes opening at once, leave one row per version', async () => {
      const settings = await fresh();
      const stores = await Promise.all([openStore(settings), openStore(settings), openStore(settings)]);
      const again = await openStore(settings);
      for (const s of [...stores, again]) expect(await s.versions()).toEqual([1]);
      await again.addSearchEvent({query: 'kept', source: 'modal', results: 0, chosen: null});
      await again.close();
      const reopened = await openStore(settings);
      expect(await reopened.counts()).toEqual({feedback: 0, searchEvents: 1});
      await Promise.all([...stores, reopened].map((s) => s.close()));
    });

    test('rows come back as stored: booleans, nulls, topics, and a comment as the text it was, markup included', async () => {
      const store = await openStore(await fresh());
      const comment = '<script>alert(1)</script> & “quotes” — £5 ✓';
      await store.addFeedback({page: '/getting-started/installation', topic: null, helpful: false, reason: 'missing', comment, source: 'page'}, new Date(NOW.getTime() - 1000));
      await store.addFeedback({page: null, topic: 'charges', helpful: true, reason: null, comment: null, source: 'mcp'}, NOW);
      await store.addSearchEvent({query: 'officers', source: 'page', results: 7, chosen: 3}, NOW);
      expect(await store.feedbackSince(new Date(0))).toEqual([
        {createdAt: new Date(NOW.getTime() - 1000), page: '/getting-started/installation', topic: null, helpful: false, reason: 'missing', comment, source: 'page'},
        {createdAt: NOW, page: null, topic: 'charges', helpful: true, reason: null, comment: null, source: 'mcp'},
      ]);
      expect(await store.searchEventsSince(NOW)).toEqual([{createdAt: NOW, query: 'officers', source: 'page', results: 7, chosen: 3}]);
      expect(await store.feedbackSince(new Date(NOW.getTime() + 1))).toEqual([]);
      await store.close();
    });

    test('the schema refuses rows the service never writes', async () => {
      const store = await openStore(await fresh());
      const bad = {page: null, topic: null, helpful: true, reason: null, comment: null, source: 'page' as const};
      await expect(store.addFeedback(bad)).rejects.toThrow(/CHECK|check constraint/i);
      await expect(store.addSearchEvent({query: 'x', source: 'elsewhere' as 'mcp', results: 0, chosen: null})).rejects.toThrow(/CHECK|check constraint/i);
      expect(await store.counts()).toEqual({feedback: 0, searchEvents: 0});
      await store.close();
    });

    test('the service stores comments, topics and queries without email addresses or phone numbers, on every path; the report prints none, from older rows either', async () => {
      const store = await openStore(await fresh());
      const service = createFeedbackService(store, content, 100);
      const comment = 'Write to jane.doe+docs@example.co.uk or call 07700 900123 about 04567123 (25 November 2026, £1,403,000)';
      expect((await service.feedback({page: '/getting-started/installation', helpful: false, reason: 'missing', comment}, 'reader', 'page')).status).toBe(201);
      expect((await service.feedback({topic: 'charges, ask ops@example.org', helpful: false, reason: 'missing', comment: 'or +44 20 7946 0958'}, 'agent', 'mcp')).status).toBe(201);
      expect((await service.searchEvent({query: 'jane.doe+docs@example.co.uk', source: 'modal', results: 0, chosen: null}, 'reader')).status).toBe(201);
      await service.missedSearch('07700 900123', 'agent');
      const feedback = await store.feedbackSince(new Date(0));
      expect(feedback.map((r) => [r.comment, r.topic])).toEqual([
        [`Write to ${EMAIL_REMOVED} or call ${PHONE_REMOVED} about 04567123 (25 November 2026, £1,403,000)`, null],
        [`or ${PHONE_REMOVED}`, `charges, ask ${EMAIL_REMOVED}`],
      ]);
      expect((await store.searchEventsSince(new Date(0))).map((r) => [r.query, r.source])).toEqual([
        [EMAIL_REMOVED, 'modal'],
        [PHONE_REMOVED, 'mcp'],
      ]);
      // a row stored as it was typed, before the service took them out
      await store.addFeedback({page: '/getting-started/installation', topic: null, helpful: false, reason: 'other', comment, source: 'page'}, NOW);
      await store.addSearchEvent({query: 'call 07700 900123', source: 'page', results: 0, chosen: null}, NOW);
      const report = buildReport(await store.feedbackSince(new Date(0)), await store.searchEventsSince(new Date(0)), new Date(0), NOW, suggest);
      await store.close();
      for (const printed of [JSON.stringify(report), reportMarkdown(report)]) {
        expect(printed).not.toMatch(CONTACT);
        expect(printed).toContain(EMAIL_REMOVED);
        expect(printed).toContain(PHONE_REMOVED);
        expect(printed).toContain('04567123');
      }
    });

    test('purge deletes rows older than the cut-off from both tables and keeps the rest', async () => {
      const store = await openStore(await fresh());
      await seed(store, NOW);
      expect(await store.counts()).toEqual({feedback: 7, searchEvents: 8});
      expect(await store.purge(new Date(NOW.getTime() - 90 * DAY))).toEqual({feedback: 0, searchEvents: 1});
      expect(await store.purge(new Date(NOW.getTime() - 30 * DAY))).toEqual({feedback: 1, searchEvents: 0});
      expect(await store.purge(new Date(NOW.getTime() - 30 * DAY))).toEqual({feedback: 0, searchEvents: 0});
      expect(await store.counts()).toEqual({feedback: 6, searchEvents: 7});
      await store.close();
    });

    test('the report on seeded rows: verdicts and shares per page, reasons, latest comments as inert text, misses with suggestions, unchosen results', async () => {
      const report = await seededReport(await openStore(await fresh()));
      expect(report.posts).toBe(6);
      expect(report.pages.map((p) => [p.subject, p.helpful, p.notHelpful, Math.round(p.share * 100)])).toEqual([
        ['/getting-started/installation', 1, 2, 33],
        ['/api/tools/search-companies', 2, 0, 100],
      ]);
      expect(report.pages[0].reasons).toEqual({missing: 1, 'example-broken': 1});
      expect(report.pages[0].comments.map((c) => c.comment)).toEqual(['The `npx` line | fails', 'Which Node version? <img src=x onerror=alert(1)> @someone']);
      expect(report.topics).toMatchObject([{subject: 'charges register', notHelpful: 1, comments: [{source: 'mcp'}]}]);
      expect(report.noResults.map((q) => [q.query, q.count, q.sources])).toEqual([
        ['compnay numbr', 3, {modal: 1, page: 1, mcp: 1}],
        ['xbrl accounts', 1, {modal: 1}],
      ]);
      expect(report.noResults[0].suggestions).toEqual(expect.arrayContaining(['company', 'number']));
      expect(report.neverChosen).toEqual([{query: 'officers', count: 2, results: 7}]);

      const markdown = reportMarkdown(report);
      expect(markdown).toContain('# Documentation feedback, 26 October 2026 to 25 November 2026');
      expect(markdown).toContain('| `/getting-started/installation` | 1 | 2 | 33% | example-broken 1, missing 1 |');
      // reader's text only ever inside code spans: no live HTML, mention or table break
      expect(markdown).toContain('- 20 November 2026 (no, missing): `Which Node version? <img src=x onerror=alert(1)> @someone`');
      expect(markdown).toContain('(no, example-broken): ``The `npx` line | fails``');
      expect(markdown).toMatch(/\| `compnay numbr` \| 3 \| mcp 1, modal 1, page 1 \| .*`company`.*`number`/);
      expect(markdown).toContain('| `officers` | 2 | 7 |');
      expect(markdown).not.toContain('too old to report');
      // the same rows give the same report on either engine
      if (engine === 'postgres') expect(markdown).toBe(reportMarkdown(await seededReport(await openStore({file: path.join(tempDir(), 'feedback.sqlite')}))));
    });
  });
}
