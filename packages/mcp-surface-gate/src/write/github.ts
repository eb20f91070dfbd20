/**
 * GitHub Actions workflow commands (`::error file=…,line=…,title=…::message`),
 * one annotation per finding, as oasdiff's `--format githubactions` writes
 * them. `annotation` is the one place the escaping lives: the runner reads
 * `%`, CR and LF in a message as `%25`, `%0D` and `%0A`, and in a property
 * also `:` and `,` as `%3A` and `%2C` (actions/toolkit, packages/core/src/command.ts),
 * so a value with a newline stays one command. Any command that reports
 * findings to a CI can call it.
 */
import type {Change, ChangeClass} from '../compare/change';
import {subjectOf} from '../compare/ignore';
import {CLASS_LABEL} from './report';

type AnnotationLevel = 'error' | 'warning' | 'notice';

export interface Annotation {
  level: AnnotationLevel;
  message: string;
  title?: string;
  /** A file of the repository (relative to its root), and the line in it. */
  file?: string;
  line?: number;
}

const escapeData = (s: string) => s.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
const escapeProperty = (s: string) => escapeData(s).replace(/:/g, '%3A').replace(/,/g, '%2C');

/** One workflow command line. */
export function annotation({level, message, title, file, line}: Annotation): string {
  const properties = [
    ...(file ? [`file=${escapeProperty(file)}`] : []),
    ...(file && line ? [`line=${line}`] : []),
    ...(title ? [`title=${escapeProperty(title)}`] : []),
  ];
  return `::${level}${properties.length ? ` ${properties.join(',')}` : ''}::${escapeData(message)}`;
}

/** BREAKING fails a gate; additive leaves the docs (or clients) behind; words are for a reader. */
const LEVEL: Record<ChangeClass, AnnotationLevel> = {breaking: 'error', additive: 'warning', docs: 'notice'};

/** Where a change is written in the data, when the command compared a data folder (only what it is about counts). */
export type Locate = (change: Pick<Change, 'kind' | 'name' | 'part' | 'field'>) => {file: string; line?: number} | undefined;

/** The changes as annotations, and the ignored ones as notices saying why they do not count. */
export function githubReport(changes: Change[], ignored: {change: Change; reason: string}[], notes: string[], locate: Locate): string {
  const lines = changes.map((c) => annotation({level: LEVEL[c.class], title: `${CLASS_LABEL[c.class]} ${c.id}: ${subjectOf(c)}`, message: c.text, ...locate(c)}));
  for (const {change, reason} of ignored) {
    lines.push(annotation({level: 'notice', title: `ignored ${change.id}: ${subjectOf(change)}`, message: `${change.text} (accepted: ${reason})`, ...locate(change)}));
  }
  for (const note of notes) lines.push(annotation({level: 'notice', title: 'note', message: note}));
  return lines.join('\n');
}
