import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import Translate, {translate} from '@docusaurus/Translate';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {CHANGELOG_FEED_FILE} from '@site/src/plugins/changelog-feed/shared';
import {
  CHANGELOG_PATH,
  changeHref,
  changelog,
  entryId,
  toolHistory,
} from '@site/src/lib/data/changelog';
import type {ChangeClass, ChangeRecord, ChangelogEntry} from '@site/src/data/changelog';
import {formatDateGb} from '@site/src/lib/text/formatDate';
import styles from './styles.module.css';

function classLabel(cls: ChangeClass): string {
  switch (cls) {
    case 'breaking':
      return translate({id: 'site.changelog.breaking', message: 'Breaking'});
    case 'additive':
      return translate({id: 'site.changelog.additive', message: 'Additive'});
    default:
      return translate({id: 'site.changelog.docs', message: 'Docs only'});
  }
}

function kindLabel(kind: ChangeRecord['kind']): string {
  switch (kind) {
    case 'tool':
      return translate({id: 'site.changelog.kind.tool', message: 'Tool'});
    case 'prompt':
      return translate({id: 'site.changelog.kind.prompt', message: 'Prompt'});
    case 'resource':
      return translate({id: 'site.changelog.kind.resource', message: 'Resource'});
    case 'template':
      return translate({id: 'site.changelog.kind.template', message: 'Resource template'});
    default:
      return translate({id: 'site.changelog.kind.server', message: 'Server'});
  }
}

/** "added" for "tool x added": what happened to the whole item, or undefined for a change within it. */
function wholeChange(change: ChangeRecord): string | undefined {
  const noun = change.kind === 'template' ? 'resource template' : change.kind;
  const prefix = `${noun} ${change.name} `;
  return change.text.startsWith(prefix) ? change.text.slice(prefix.length) : undefined;
}

const Badge = ({cls}: {cls: ChangeClass}) => <span className={`${styles.badge} ${styles[cls]}`}>{classLabel(cls)}</span>;

/** One version: what it changed, grouped by tool, prompt or template, breaking changes marked. */
function Entry({entry}: {entry: ChangelogEntry}): ReactNode {
  const groups = new Map<string, ChangeRecord[]>();
  for (const change of entry.changes) {
    const key = `${change.kind} ${change.name}`;
    groups.set(key, [...(groups.get(key) ?? []), change]);
  }
  const breaking = entry.changes.filter((c) => c.class === 'breaking').length;
  return (
    <section className={styles.entry}>
      <Heading as="h2" id={entryId(entry.version)}>
        {entry.version}
      </Heading>
      <p className={styles.meta}>
        <Translate id="site.changelog.recorded" values={{date: <time dateTime={entry.date}>{formatDateGb(new Date(entry.date))}</time>}}>
          {'Recorded {date}'}
        </Translate>
        {entry.first && (
          <>
            {' · '}
            <Translate id="site.changelog.first">the first version these docs record: everything listed was in it</Translate>
          </>
        )}
        {breaking > 0 && (
          <>
            {' · '}
            <strong>
              <Translate id="site.changelog.breakingCount" values={{count: breaking}}>
                {'{count} breaking'}
              </Translate>
            </strong>
          </>
        )}
      </p>
      <ul className={styles.groups}>
        {[...groups.values()].map((group) => {
          const [{kind, name}] = group;
          const page = changeHref({...group[0], part: undefined});
          const title = <code>{name}</code>;
          const named = page ? <Link to={page}>{title}</Link> : title;
          // a tool, prompt or template added or removed as a whole reads as one line
          const whole = group.length === 1 && !group[0].part ? wholeChange(group[0]) : undefined;
          if (whole !== undefined) {
            return (
              <li key={`${kind} ${name}`}>
                <Badge cls={group[0].class} /> {kindLabel(kind)} {named} {whole}
              </li>
            );
          }
          return (
            <li key={`${kind} ${name}`}>
              {kindLabel(kind)} {named}
              <ul className={styles.changes}>
                {group.map((change, i) => {
                  const href = change.part ? changeHref(change) : undefined;
                  return (
                    <li key={i}>
                      <Badge cls={change.class} /> {href ? <Link to={href}>{change.text}</Link> : change.text}
                    </li>
                  );
                })}
              </ul>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** Every entry of src/data/changelog.json, newest first. */
export default function Changelog(): ReactNode {
  return (
    <>
      {changelog.entries.map((entry) => (
        <Entry key={entry.version} entry={entry} />
      ))}
    </>
  );
}

/** A tool page's line: the version that added the tool and those that changed it, each linked to its entry. */
export function ToolVersions({name}: {name: string}): ReactNode {
  const {added, changed} = toolHistory(changelog, name);
  const link = (entry: ChangelogEntry) => {
    const breaking = entry.changes.some((c) => c.kind === 'tool' && c.name === name && c.class === 'breaking');
    return (
      <React.Fragment key={entry.version}>
        <Link to={`${CHANGELOG_PATH}#${entryId(entry.version)}`}>{entry.version}</Link>
        {breaking && <> ({classLabel('breaking').toLowerCase()})</>}
      </React.Fragment>
    );
  };
  const list = (entries: ChangelogEntry[]) => entries.map((e, i) => [i > 0 ? ', ' : '', link(e)]);
  return (
    <>
      {added && (
        <Translate id="site.tool.summary.addedIn" values={{version: link(added)}}>
          {'Added in {version}'}
        </Translate>
      )}
      {added && changed.length > 0 && '; '}
      {changed.length > 0 && (
        <Translate id="site.tool.summary.changedIn" values={{versions: <>{list(changed)}</>}}>
          {'changed in {versions}'}
        </Translate>
      )}
    </>
  );
}

/** The sentence that points feed readers and agents to the changelog's Atom feed. */
export function ChangelogFeedLink(): ReactNode {
  // a file of the build, not a page: a plain link, so the client-side router leaves it alone
  const href = useBaseUrl(`/${CHANGELOG_FEED_FILE}`);
  return (
    <Translate id="site.changelog.feed" values={{feed: <a href={href} target="_self">{`${CHANGELOG_FEED_FILE}`}</a>}}>
      {'To be told of new entries, subscribe to its Atom feed, {feed}, in a feed reader, or have an agent poll it.'}
    </Translate>
  );
}
