import React, {useMemo, type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import type {JSONSchema} from '@site/src/data/mcp';
import {constraintText, fieldId, schemaRows, type SchemaRow} from '@site/src/lib/data/schemaRows';
import {escapeHtml} from '@site/src/lib/text/html';
import styles from './styles.module.css';

interface Props {
  /** The schema whose properties are listed (src/lib/data/fieldLists.ts gives each list's). */
  schema?: JSONSchema;
  /** Starts every field's anchor (`result` gives `#result-company_status`); unique on the page. */
  idPrefix: string;
  /** Accessible name of the list. */
  label: string;
  /** What a field is called in the Markdown twin's table header ("Parameter", "Field", "Argument"). */
  nameLabel?: string;
}


interface Words {
  required: string;
  optional: string;
  link: string;
  nested: (count: number, name: string) => string;
}

/** One field and, in a closed <details>, the fields nested in it (the rows after it that are deeper). */
function fieldHtml(rows: SchemaRow[], i: number, idPrefix: string, w: Words): [html: string, next: number] {
  const row = rows[i];
  const id = fieldId(idPrefix, row.path);
  const e = escapeHtml;
  let children = '';
  let count = 0;
  let next = i + 1;
  while (next < rows.length && rows[next].depth > row.depth) {
    const [html, after] = fieldHtml(rows, next, idPrefix, w);
    children += html;
    count++;
    next = after;
  }
  const nested = count
    ? `<details class="${styles.nested}"><summary data-search="skip">${e(w.nested(count, row.name))}</summary>` +
      `<dl class="${styles.list}">${children}</dl></details>`
    : '';
  const constraints = row.constraints.length
    ? // the space before it keeps the two apart in copied text and the Markdown twin
      ` <span class="${styles.constraints}" data-search="skip">${row.constraints.map((c) => constraintText({words: e(c.words), values: c.values?.map(e)}, (v) => `<code>${v}</code>`)).join('; ')}</span>`
    : '';
  const html =
    `<div class="${styles.field}" id="${e(id)}" data-path="${e(row.path)}">` +
    `<dt>${e(row.name)}` +
    `<a class="hash-link" href="#${e(id)}" aria-label="${e(w.link.replace('{path}', row.path))}">&#8203;</a>` +
    `<span class="${styles.type}" data-search="skip">${e(row.type)}</span>` +
    `<span class="${row.required ? styles.required : styles.optional}" data-search="skip">${e(row.required ? w.required : w.optional)}</span></dt>` +
    `<dd>${e(row.description)}${constraints}${nested}</dd></div>`;
  return [html, next];
}

/**
 * The properties of a JSON Schema as a list of fields (a description list):
 * name, type and whether it is required on one line, the description at full
 * width below, then its constraints; the fields of a nested object or of an
 * array's items sit inside their parent, closed until asked for. Every field
 * has an anchor, linked from a "#" shown on hover and focus, as headings have.
 *
 * The fields are one HTML string, the same on the server and in the browser,
 * so React hydrates the list as one element (the data fields page has 362).
 * The Markdown twin shows them as a table (src/plugins/llms-txt/toMarkdown.ts)
 * and search indexes each as "path — description" (its data-path).
 */
export default function SchemaFields({schema, idPrefix, label, nameLabel}: Props): ReactNode {
  if (!schema?.properties && !schema?.$ref) throw new Error(`SchemaFields: no schema for the fields ${idPrefix}-…`);
  const rows = useMemo(() => schemaRows(schema), [schema]);
  const words: Words = {
    required: translate({id: 'site.schema.required', message: 'required'}),
    optional: translate({id: 'site.schema.optional', message: 'optional'}),
    link: translate({id: 'site.schema.link', message: 'Direct link to {path}'}),
    // the count as a label's number, so no word agrees with it (usePluralForm's code would cost the
    // largest tool page its first-visit budget)
    nested: (count, name) => translate({id: 'site.schema.nested', message: 'Fields in {name} ({count})'}, {count, name}),
  };
  const body = useMemo(() => {
    let html = '';
    for (let i = 0; i < rows.length; ) {
      const [field, next] = fieldHtml(rows, i, idPrefix, words);
      html += field;
      i = next;
    }
    return {__html: html};
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the words change only with the locale
  }, [rows, idPrefix]);
  // every field's anchor counts for the build's broken-anchor check, as headings' do
  const brokenLinks = useBrokenLinks();
  for (const row of rows) brokenLinks.collectAnchor(fieldId(idPrefix, row.path));
  return (
    <dl
      className={`schema-fields ${styles.list}`}
      aria-label={label}
      data-name-label={nameLabel ?? translate({id: 'site.schema.field', message: 'Field'})}
      dangerouslySetInnerHTML={body}
    />
  );
}
