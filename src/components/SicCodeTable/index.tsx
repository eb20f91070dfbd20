import React, {useDeferredValue, useId, useState, type ReactNode} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
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
          <table className={styles.table} aria-label={translate({id: 'site.sic.table', message: 'Condensed SIC 2007 codes'})}>
            <thead>
              <tr>
                <th scope="col">
                  <Translate id="site.sic.col.code">Code</Translate>
                </th>
                <th scope="col">
                  <Translate id="site.sic.col.description">Description</Translate>
                </th>
                <th scope="col">
                  <Translate id="site.sic.section">Section</Translate>
                </th>
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
