/**
 * Lighthouse's best-practices category, 100, for the site served by nginx
 * with its headers: console errors and browser issues (CSP violations among
 * them), deprecated APIs, clickjacking protection, origin isolation.
 * It drives the project's Chromium (its flags, 127.0.0.1 only) over a
 * debugging port.
 */
import {test, expect, chromium} from '@playwright/test';
import {CHROMIUM_ARGS, findChromium} from '../tools/find-chromium.cjs';
import {LIGHTHOUSE_DEBUG_PORT} from '../playwright.config';
import {NGINX} from './support';

test.describe.configure({mode: 'serial', timeout: 300_000});

// The home page, a page with Mermaid diagrams and reference tables, and the SIC code table.
const PAGES = ['/', '/concepts/data-model', '/reference/sic-codes'];

test('Lighthouse best practices is 100 on pages served by nginx', async () => {
  const {default: lighthouse} = await import('lighthouse');
  const browser = await chromium.launch({
    executablePath: findChromium() ?? undefined,
    args: [...CHROMIUM_ARGS, `--remote-debugging-port=${LIGHTHOUSE_DEBUG_PORT}`, '--remote-debugging-address=127.0.0.1'],
  });
  try {
    for (const url of PAGES.map((p) => `${NGINX}${p}`)) {
      const result = await lighthouse(
        url,
        {port: LIGHTHOUSE_DEBUG_PORT, hostname: '127.0.0.1', logLevel: 'error', output: 'json'},
        {
          extends: 'lighthouse:default',
          settings: {
            onlyCategories: ['best-practices'],
            formFactor: 'desktop',
            screenEmulation: {mobile: false, width: 1350, height: 940, deviceScaleFactor: 1, disabled: false},
            throttlingMethod: 'provided',
          },
        },
      );
      const lhr = result!.lhr;
      // The audits that count towards the score (weight > 0), for a readable failure.
      const failing = lhr.categories['best-practices'].auditRefs
        .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id].score ?? 1) < 1)
        .map((ref) => `${ref.id}: ${lhr.audits[ref.id].title}`);
      expect(lhr.runtimeError, url).toBeUndefined();
      expect({url, score: lhr.categories['best-practices'].score, failing}).toEqual({url, score: 1, failing: []});
      // Unweighted audits that these headers answer: no findings for framing
      // (frame-ancestors) or origin isolation (COOP), and no high-severity CSP finding.
      const findings = (id: string) => ((lhr.audits[id].details as {items?: {severity?: string}[]} | undefined)?.items ?? []);
      expect(findings('clickjacking-mitigation'), `${url} clickjacking-mitigation`).toEqual([]);
      expect(findings('origin-isolation'), `${url} origin-isolation`).toEqual([]);
      expect(findings('csp-xss').filter((f) => f.severity === 'High'), `${url} csp-xss`).toEqual([]);
      console.log(`Lighthouse best practices ${url}: ${Math.round(lhr.categories['best-practices'].score! * 100)}`);
    }
  } finally {
    await browser.close();
  }
});
