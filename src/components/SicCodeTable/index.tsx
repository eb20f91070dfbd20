import React, {useDeferredValue, useId, useMemo, useState, type ReactNode} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import sic from '@site/src/data/sic-codes.json';
import {filterSicCodes, type SicCode} from '@site/src/lib/data/sicFilter';
import {sicCodes as codes, sicSections} from '@site/src/lib/data/sicTables';
import {escapeHtml} from '@site/src/lib/text/html';
import ScrollRegion from '@site/src/components/ScrollRegion';
import styles from './styles.module.css';

const sections = Object.entries(sic.sections) as [string, {title: string}][];
const sectionTitle = (letter: string) => sic.sections[letter as keyof typeof sic.sections]?.title ?? '';

/**
 * The table's head and bodies as an HTML string: the same on the server and
 * in the browser, so React hydrates the table as one element instead of
 * ~2,700 (731 rows), and a filter change replaces it in one step. Each section
 * is a row group whose first row names it, so no row repeats its section. The
 * code column is monospace by CSS rather than a <code> per row.
 */
function sicTableHtml(list: readonly SicCode[], head: readonly string[]): string {
  const groups = new Map<string, SicCode[]>();
  for (const c of list) {
    const group = groups.get(c.section);
    if (group) group.push(c);
    else groups.set(c.section, [c]);
  }
  const rows = (codes: SicCode[]) => codes.map((c) => `<tr><td>${escapeHtml(c.code)}</td><td>${escapeHtml(c.description)}</td></tr>`).join('');
  return (
    `<thead><tr>${head.map((h) => `<th scope="col">${escapeHtml(h)}</th>`).join('')}</tr></thead>` +
    [...groups]
      .map(
        ([letter, codes]) =>
          `<tbody><tr><th colspan="2" scope="rowgroup" data-search="skip">${escapeHtml(`${letter}: ${sectionTitle(letter)}`)}</th></tr>${rows(codes)}</tbody>`,
      )
      .join('')
  );
}

/** The condensed SIC 2007 list with a text filter and a section filter. */
export default function SicCodeTable(): ReactNode {
  const [query, setQuery] = useState('');
  const [section, setSection] = useState('');
  const deferredQuery = useDeferredValue(query);
  const shown = useMemo(() => (deferredQuery || section ? filterSicCodes(codes, deferredQuery, section) : codes), [deferredQuery, section]);
  const table = useMemo(
    () => ({
      __html: sicTableHtml(shown, [
        translate({id: 'site.sic.col.code', message: 'Code'}),
        translate({id: 'site.sic.col.description', message: 'Description'}),
      ]),
    }),
    [shown],
  );
  const id = useId();
  return (
    <div className={styles.root}>
      <div className={styles.controls} role="search" aria-label={translate({id: 'site.sic.filter', message: 'Filter SIC codes'})}>
        <div className={styles.field}>
          <label htmlFor={`${id}-q`}>
            <Translate id="site.sic.query">Code or words</Translate>
          </label>
          <input
            id={`${id}-q`}
            type="search"
            className={styles.input}
            value={query}
            maxLength={100}
            placeholder={translate({id: 'site.sic.placeholder', message: 'e.g. 620 or software'})}
            autoComplete="off"
            onChange={(e) => setQuery(e.target.value)}
          />
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-s`}>
            <Translate id="site.sic.section">Section</Translate>
          </label>
          <select id={`${id}-s`} className={styles.input} value={section} onChange={(e) => setSection(e.target.value)}>
            <option value="">{translate({id: 'site.sic.allSections', message: 'All sections (A–U)'})}</option>
            {sections.map(([letter, s]) => (
              <option key={letter} value={letter}>
                {letter}: {s.title}
              </option>
            ))}
          </select>
        </div>
      </div>
      <p className={styles.count} role="status" aria-live="polite">
        <Translate id="site.sic.count" values={{shown: shown.length, total: codes.length}}>
          {'Showing {shown} of {total} codes'}
        </Translate>
      </p>
      {shown.length === 0 ? (
        <div className={styles.empty}>
          <p>
            {section ? (
              <Translate id="site.sic.noneInSection" values={{query: <strong>“{deferredQuery}”</strong>, section}}>
                {'No SIC code matches {query} in section {section}. Try fewer or shorter words, or all sections.'}
              </Translate>
            ) : (
              <Translate id="site.sic.none" values={{query: <strong>“{deferredQuery}”</strong>}}>
                {'No SIC code matches {query}. Try fewer or shorter words.'}
              </Translate>
            )}
          </p>
          <button
            type="button"
            className="button button--secondary button--sm"
            onClick={() => {
              setQuery('');
              setSection('');
            }}>
            <Translate id="site.sic.clear">Clear filters</Translate>
          </button>
        </div>
      ) : (
        <ScrollRegion label={translate({id: 'site.sic.region', message: 'SIC codes table'})}>
          <table
            className={styles.table}
            aria-label={translate({id: 'site.sic.table', message: 'Condensed SIC 2007 codes'})}
            data-group-label={translate({id: 'site.sic.section', message: 'Section'})}
            dangerouslySetInnerHTML={table}
          />
        </ScrollRegion>
      )}
    </div>
  );
}

/** The sections of the SIC list: letter, title, divisions and how many codes each has; stacked in a narrow column. */
export function SicSections(): ReactNode {
  const columns = [
    translate({id: 'site.sic.section', message: 'Section'}),
    translate({id: 'site.sic.col.title', message: 'Title'}),
    translate({id: 'site.sic.col.divisions', message: 'Divisions'}),
    translate({id: 'site.sic.col.codes', message: 'Codes'}),
  ];
  return (
    <ScrollRegion label={translate({id: 'site.sic.sectionsRegion', message: 'SIC sections'})}>
      <table data-stack="36">
        <thead>
          <tr>
            {columns.map((c, i) => (
              <th key={c} scope="col" data-prose={i === 1 ? '' : undefined}>
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {sicSections().map((s) => (
            <tr key={s.letter}>
              {[s.letter, s.title, s.divisions, s.count].map((value, i) => (
                <td key={columns[i]} data-label={columns[i]}>
                  {value}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
