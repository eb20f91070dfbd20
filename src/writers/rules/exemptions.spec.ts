/**
 * MDX comments and exemptions (./exemptions.ts) on a page written for the test: what markdownlint
 * is given, which problem an exemption lets through, and what is said of an exemption written wrongly.
 */
import {test, expect} from '@playwright/test';
import {sourcePage} from '../site/pages';
import {applyExemptions, pageExemptions, textForLinters} from './exemptions';
import type {Problem} from '../problem';

const FRONT = '---\ntitle: T\ndescription: D.\n---\n\n';
const file = 'docs/concepts/t.mdx';

test('markdownlint is given each MDX comment with its inside masked, every line and column kept', () => {
  const text = `${FRONT}Text {/* a * note * here */} on.\n\n{/* two\nlines */}\n`;
  const masked = textForLinters(sourcePage(file, text));
  const x = (s: string) => s.replace(/[^\n]/g, 'x');
  expect(masked).toBe(`${FRONT}Text {${x('/* a * note * here */')}} on.\n\n{${x('/* two\nlines */')}}\n`);
});

test('an exemption lets one line through one rule: its own line, or the next when it stands alone; one that lets nothing through is named', () => {
  const text = `${FRONT}{/* check-allow british-spelling: the US standard's own name */}\nThe color of it. {/* check-allow MD033: a line of its own */}\n\n{/* check-allow spelling: nothing here */}\nFine.\n`;
  const {exemptions, problems: written} = pageExemptions(sourcePage(file, text));
  expect(written).toEqual([]);
  const problem = (line: number, rule: string): Problem => ({file, line, rule, message: 'm', fix: 'f'});
  const left = applyExemptions([problem(7, 'british-spelling'), problem(7, 'spelling'), problem(7, 'MD033/no-inline-html'), problem(8, 'british-spelling')], exemptions, {unused: true});
  expect(left.map((p) => `${p.line} ${p.rule}${p.rule === 'exemption' ? ` ${p.message}` : ''}`)).toEqual(['7 spelling', '8 british-spelling', '9 exemption check-allow spelling lets nothing through: line 10 has no spelling problem']);
  // a run without the linters cannot tell which are used: none is named
  expect(applyExemptions([], exemptions, {unused: false})).toEqual([]);
});

test('an exemption with no reason, or for a rule the build stops on whatever it says, is a problem itself', () => {
  const text = `${FRONT}{/* check-allow spelling */}\nTeh.\n\n{/* check-allow link: it will exist */}\n[x](/nowhere)\n`;
  expect(pageExemptions(sourcePage(file, text)).problems.map((p) => `${p.line} ${p.rule} ${p.message}`)).toEqual([
    '6 exemption check-allow spelling gives no reason',
    '9 exemption check-allow link: link cannot be let through, the page would not build or render',
  ]);
});
