/**
 * Under `npm start`, what the writers' check found on this page (src/plugins/writer-check),
 * above its title or on its crash page, so the writer sees it where they look. Callers render
 * it only in development, so a build carries none of it.
 */
import React, {type ReactNode} from 'react';
import {usePluginData} from '@docusaurus/useGlobalData';
import Code from '@site/src/components/Code';
import {pageProblems, WRITER_CHECK_PLUGIN, type WriterCheckData} from '@site/src/plugins/writer-check/shared';

/** A message as the terminal shows it, with its `code` as code and its addresses as links. */
function Words({text}: {text: string}): ReactNode {
  return text.split(/(`[^`]+`|https?:\/\/[^\s)]+)/).map((part, i) => {
    if (i % 2 === 0) return part;
    if (part.startsWith('`')) return <Code key={i}>{part.slice(1, -1)}</Code>;
    return (
      <a key={i} href={part}>
        {part}
      </a>
    );
  });
}

export default function WriterProblems({permalink, source}: {permalink?: string; source?: string}): ReactNode {
  const problems = pageProblems(usePluginData(WRITER_CHECK_PLUGIN) as WriterCheckData | undefined, {permalink, source});
  if (!problems.length) return null;
  return (
    <div className="alert alert--warning margin-bottom--md" role="note" data-writer-problems="">
      <p>
        <strong>
          npm run check found {problems.length === 1 ? 'a problem' : `${problems.length} problems`} on this page
        </strong>
        , and <code>npm test</code> stops on {problems.length === 1 ? 'it' : 'them'}:
      </p>
      <ul>
        {problems.map((p) => (
          <li key={`${p.line}:${p.column ?? 0}:${p.rule}:${p.message}`}>
            <Code>{`${p.file}:${p.line}${p.column ? `:${p.column}` : ''}`}</Code> <Code>{p.rule}</Code> <Words text={p.message} /> — <Words text={p.fix} />
          </li>
        ))}
      </ul>
    </div>
  );
}
