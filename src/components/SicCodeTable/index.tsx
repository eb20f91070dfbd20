import React, {useDeferredValue, useId, useState, type ReactNode} from 'react';
import sic from '@site/src/data/sic-codes.json';
import {filterSicCodes, type SicCode} from '@site/src/lib/sicFilter';
import ScrollRegion from '@site/src/components/ScrollRegion';
import styles from './styles.module.css';

const codes = sic.codes as SicCode[];
const sections = Object.entries(sic.sections) as [string, {title: string}][];

/** The condensed SIC 2007 list with a text filter and a section filter. */
export default function SicCodeTable(): ReactNode {
  const [query, setQuery] = useState('');
  const [section, setSection] = useState('');
  const deferredQuery = useDeferredValue(query);
  const shown = filterSicCodes(codes, deferredQuery, section);
  const id = useId();
  const sectionTitle = (letter: string) => sic.sections[letter as keyof typeof sic.sections]?.title ?? '';
  return (
    <div className={styles.root}>
      <div className={styles.controls} role="search" aria-label="Filter SIC codes">
        <div className={styles.field}>
          <label htmlFor={`${id}-q`}>Code or words</label>
          <input
            id={`${id}-q`}
            type="search"
            className={styles.input}
            value={query}
            maxLength={100}
            placeholder="e.g. 620 or software"
            autoComplete="off"
            onChange={(e) => setQuery(e.target.value)}
          />
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-s`}>Section</label>
          <select id={`${id}-s`} className={styles.input} value={section} onChange={(e) => setSection(e.target.value)}>
            <option value="">All sections (A–U)</option>
            {sections.map(([letter, s]) => (
              <option key={letter} value={letter}>
                {letter}: {s.title}
              </option>
            ))}
          </select>
        </div>
      </div>
      <p className={styles.count} role="status" aria-live="polite">
        Showing {shown.length} of {codes.length} codes
      </p>
      {shown.length === 0 ? (
        <div className={styles.empty}>
          <p>
            No SIC code matches <strong>“{deferredQuery}”</strong>
            {section && <> in section {section}</>}. Try fewer or shorter words, or all sections.
          </p>
          <button
            type="button"
            className="button button--secondary button--sm"
            onClick={() => {
              setQuery('');
              setSection('');
            }}>
            Clear filters
          </button>
        </div>
      ) : (
        <ScrollRegion label="SIC codes table">
          <table className={styles.table} aria-label="Condensed SIC 2007 codes">
            <thead>
              <tr>
                <th scope="col">Code</th>
                <th scope="col">Description</th>
                <th scope="col">Section</th>
              </tr>
            </thead>
            <tbody>
              {shown.map((c) => (
                <tr key={c.code}>
                  <td>
                    <code>{c.code}</code>
                  </td>
                  <td>{c.description}</td>
                  <td data-search="skip">
                    <abbr title={sectionTitle(c.section)}>{c.section}</abbr>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}
    </div>
  );
}
