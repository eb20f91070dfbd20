/**
 * What the content rules share (./rules.ts and ./saidOnce.ts): a page as a
 * writer opens it, a rule and its findings, the prose a reader reads, matching
 * with line numbers, and the objects of the page's JSON examples.
 */
import {codeBlocks} from '../../../lib/data/docExamples';

export interface Page {
  /** Path from the repository root, as a writer opens it. */
  file: string;
  text: string;
}

export interface Finding {
  line: number;
  /** What the rule found, quoted or described. */
  found: string;
  /** A fix particular to this finding, when the rule's own fix is not enough. */
  fix?: string;
}

export interface Rule {
  name: string;
  /** What the rule guards, for the writer who trips it. */
  about: string;
  fix: string;
  /** Data files are checked too (src/data/*.json), not only pages. */
  data?: boolean;
  check: (page: Page) => Finding[];
  /** Page text the rule must report, and text it must let through. */
  catches: string;
  passes?: string;
}

/** The page with every fenced code block blanked out, line numbers kept: what a reader reads as prose. */
export function prose(text: string): string {
  return text.replace(/^(\s*)(`{3,}|~{3,})[^\n]*\n[\s\S]*?^\1\2\s*$/gm, (block) => block.replace(/[^\n]/g, ''));
}

const lineAt = (text: string, index: number) => text.slice(0, index).split('\n').length;
const quote = (s: string) => `"${s.length > 80 ? `${s.slice(0, 77)}…` : s}"`;

/** Every match of `re` (global) in `text`, as findings. */
export function matches(text: string, re: RegExp): Finding[] {
  const global = new RegExp(re.source, re.flags.includes('g') ? re.flags : `${re.flags}g`);
  return [...text.matchAll(global)].map((m) => ({line: lineAt(text, m.index ?? 0), found: quote(m[0])}));
}

/** A rule that reports every match of `re`, in the prose only or in the whole text. */
export const forbid = (re: RegExp, where: 'prose' | 'text' = 'text') => (page: Page) => matches(where === 'prose' ? prose(page.text) : page.text, re);

export interface ExampleObject {
  value: Record<string, unknown>;
  /** The line of the JSON block's opening fence. */
  line: number;
  code: string;
}

/** Every object in the page's JSON examples, JSON carried as text in results included. */
export function exampleObjects(text: string): ExampleObject[] {
  const out: ExampleObject[] = [];
  for (const block of codeBlocks(text)) {
    if (block.lang !== 'json') continue;
    let parsed: unknown;
    try {
      parsed = JSON.parse(block.code);
    } catch {
      continue; // the json-example rule reports JSON that does not parse
    }
    const visit = (v: unknown): void => {
      if (Array.isArray(v)) return v.forEach(visit);
      if (!v || typeof v !== 'object') return;
      out.push({value: v as Record<string, unknown>, line: block.line, code: block.code});
      for (const x of Object.values(v)) {
        if (typeof x === 'string' && x.startsWith('{')) {
          try {
            visit(JSON.parse(x));
          } catch {
            // shortened text, not a whole object
          }
        } else visit(x);
      }
    };
    visit(parsed);
  }
  return out;
}
