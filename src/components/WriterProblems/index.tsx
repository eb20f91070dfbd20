/**
 * Under `npm start`, what the writers' check found on this page (src/plugins/writer-check),
 * above its title or on its crash page, so the writer sees it where they look. Callers render
 * it only in development, so a build carries none of it.
 */
import React, {type ReactNode} from 'react';
import {usePluginData} from '@docusaurus/useGlobalData';
import Interpolate from '@docusaurus/Interpolate';
import {translate} from '@docusaurus/Translate';
import {usePluralForm} from '@docusaurus/theme-common';
import Code from '@site/src/components/Code';
import {pageProblems, WRITER_CHECK_PLUGIN, type WriterCheckData} from '@site/src/plugins/writer-check/shared';

/** What stops on every problem of the check: the build stops only on the page rules (src/writers/README.md). */
const STOPS_ON_ALL = 'npm test';
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
  const {selectMessage} = usePluralForm();
  if (!problems.length) return null;
  const count = problems.length;
  const found = selectMessage(
    count,
    translate(
      {id: 'site.writerProblems.found', message: 'npm run check found a problem on this page|npm run check found {count} problems on this page'},
      {count},
    ),
  );
  // the placeholders are filled by Interpolate below, one of them with an element
  const stops = selectMessage(count, translate({id: 'site.writerProblems.stops', message: '{found}, and {build} stops on it:|{found}, and {build} stops on them:'}));
  return (
    <div className="alert alert--warning margin-bottom--md" role="note" data-writer-problems="">
      <p>
        <Interpolate values={{found: <strong>{found}</strong>, build: <code>{STOPS_ON_ALL}</code>}}>{stops}</Interpolate>
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
