/**
 * DocSearch's result item (one row of a results, recent or favourite list),
 * put in place of the bundle's own by the "result-item" patch (patch.js).
 * Differences from DocSearch 3.9's item:
 * - The option is the link: the hit component (SearchModal's Hit, a
 *   Docusaurus Link) gets the option's props (role="option", id,
 *   aria-selected, mouse handlers); the li is presentational. The action
 *   buttons sit beside the link, not inside it (a button in a link or option
 *   is nested-interactive), hidden from assistive technology and the tab
 *   order (a listbox may own only options). Their keyboard path: Delete
 *   removes the active recent or favourite search, Ctrl/Cmd+S saves the
 *   active recent search (active: chosen with the arrow keys from the search
 *   box, or the link focused with Tab); the option announces them with
 *   aria-keyshortcuts.
 * - A row's path says where on its page the hit is (the page › the heading
 *   above it), so hits that read alike on one page are told apart, and a hit
 *   folded from several pages (SearchModal's shownHits) names the pages.
 * - A save or remove runs when the row's own transition ends, or once the
 *   transition's time has passed, whichever comes first, and at once when no
 *   transition will run (reduced motion, or none in the CSS). DocSearch ran
 *   it only from transitionend, so it was lost when the row left the page
 *   first, and a child's transitionend (the button's hover fade) ran it early.
 */
import React, {useEffect, useEffectEvent, useLayoutEffect, useRef, useState, type ComponentType, type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import type {HitPage} from 'docs-search-engine';
import './ResultItem.css';

type Transition = 'deleting' | 'favoriting';
type Action = () => void;
interface Item {
  type: string;
  content: string | null;
  hierarchy: Record<string, string | null>;
  __docsearch_parent?: unknown;
  foldedPages?: HitPage[];
}
interface OptionProps {
  id: string;
  role: 'option';
  'aria-selected': boolean;
  [prop: string]: unknown;
}
interface ResultItemProps {
  item: Item;
  index: number;
  collection: {source: {sourceId: string}};
  getItemProps: (props: {item: Item; source: unknown; onClick: (event: unknown) => void}) => OptionProps;
  onItemClick: (item: Item, event: unknown) => void;
  renderIcon: (props: {item: Item; index: number}) => ReactNode;
  renderAction: (props: {item: Item; runDeleteTransition: (action: Action) => void; runFavoriteTransition: (action: Action) => void}) => ReactNode;
  hitComponent: ComponentType<{hit: Item; children: ReactNode} & Partial<OptionProps>>;
  /** DocSearch's highlighted-attribute component, passed in by the patch. */
  Snippet: ComponentType<{className: string; hit: Item; attribute: string}>;
}

/** Longest duration + delay of the element's transitions, in ms (0: none will run). */
function transitionTime(element: Element): number {
  const style = getComputedStyle(element);
  const ms = (value: string) => (value.trim().endsWith('ms') ? parseFloat(value) : parseFloat(value) * 1000) || 0;
  const durations = style.transitionDuration.split(',');
  const delays = style.transitionDelay.split(',');
  return Math.max(0, ...durations.map((d, i) => ms(d) + ms(delays[i % delays.length] ?? '0s')));
}

const KEYS = {recentSearches: 'Delete Control+S Meta+S', favoriteSearches: 'Delete'} as Record<string, string>;

export default function ResultItem(props: ResultItemProps): ReactNode {
  const {item, index, collection, getItemProps, onItemClick, renderIcon, renderAction, hitComponent: Hit, Snippet} = props;
  // the running transition and its action (which runs once)
  const [transition, setTransition] = useState<{kind: Transition; run: Action} | null>(null);
  const row = useRef<HTMLLIElement>(null);
  const actions = useRef<HTMLDivElement>(null);
  const option = getItemProps({item, source: collection.source, onClick: (event) => onItemClick(item, event)});
  const selected = option['aria-selected'];
  const keys = KEYS[collection.source.sourceId];

  const runAfterTransition = (kind: Transition) => (action: Action) => {
    let done = false;
    const run = () => {
      if (done) return;
      done = true;
      action();
    };
    setTransition({kind, run});
  };

  // The transition class is on the row now: run the action when it ends (see
  // onTransitionEnd), after its time (even if the row is gone by then), or now.
  useLayoutEffect(() => {
    if (!transition || !row.current) return;
    const {run} = transition;
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    const wait = reduced ? 0 : transitionTime(row.current);
    if (wait === 0) run();
    else window.setTimeout(run, wait + 50);
  }, [transition]);

  // The buttons are for pointers; the keyboard uses the shortcuts below.
  useLayoutEffect(() => {
    actions.current?.querySelectorAll('button').forEach((button) => (button.tabIndex = -1));
  });

  // Delete removes, Ctrl/Cmd+S saves: for the active option (focus in the
  // search box) or for the link itself when Tab has focused it.
  const onKeyDown = (event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'preventDefault'>) => {
    const buttons = actions.current?.querySelectorAll('button');
    if (!keys || !buttons?.length || event.altKey) return;
    const save = (event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 's' && buttons.length > 1;
    if (event.key !== 'Delete' && !save) return;
    event.preventDefault();
    buttons[save ? 0 : buttons.length - 1].click();
  };
  const onWindowKeyDown = useEffectEvent((event: KeyboardEvent) => onKeyDown(event));
  useEffect(() => {
    if (!selected || !keys) return undefined;
    const listener = (event: KeyboardEvent) => onWindowKeyDown(event);
    window.addEventListener('keydown', listener);
    return () => window.removeEventListener('keydown', listener);
  }, [selected, keys]);

  const type = item.type;
  const title = (attribute: string) => <Snippet className="DocSearch-Hit-title" hit={item} attribute={attribute} />;
  // the page, then the nearest heading above the hit (for a heading hit, above its own)
  const aboveLevel = ['lvl6', 'lvl5', 'lvl4', 'lvl3', 'lvl2'].find((level) => item.hierarchy[level] && (type === 'content' || level < type));
  const folded = item.foldedPages && item.foldedPages.length > 1 ? item.foldedPages : null;
  const path = (attribute: string) =>
    folded ? (
      <span className="DocSearch-Hit-path">
        {translate(
          {id: 'theme.SearchBar.foldedPages', message: 'On {count} pages: {pages}', description: 'Under a search hit that reads the same on several pages'},
          {count: folded.length, pages: folded.map((page) => page.title).join(', ')},
        )}
      </span>
    ) : aboveLevel && attribute === 'hierarchy.lvl1' ? (
      <span className="DocSearch-Hit-path">
        <Snippet className="DocSearch-Hit-path-part" hit={item} attribute="hierarchy.lvl1" />
        {' › '}
        <Snippet className="DocSearch-Hit-path-part" hit={item} attribute={`hierarchy.${aboveLevel}`} />
      </span>
    ) : (
      <Snippet className="DocSearch-Hit-path" hit={item} attribute={attribute} />
    );
  return (
    <li
      ref={row}
      role="presentation"
      className={[
        'DocSearch-Hit',
        item.__docsearch_parent ? 'DocSearch-Hit--Child' : '',
        selected ? 'DocSearch-Hit--selected' : '',
        transition ? `DocSearch-Hit--${transition.kind}` : '',
      ]
        .filter(Boolean)
        .join(' ')}
      onKeyDown={selected ? undefined : onKeyDown}
      onTransitionEnd={(event) => event.target === event.currentTarget && transition?.run()}>
      <Hit hit={item} {...option} aria-keyshortcuts={keys}>
        <div className="DocSearch-Hit-Container">
          {renderIcon({item, index})}
          {item.hierarchy[type] && type === 'lvl1' && (
            <div className="DocSearch-Hit-content-wrapper">
              {title('hierarchy.lvl1')}
              {item.content && path('content')}
            </div>
          )}
          {item.hierarchy[type] && /^lvl[2-6]$/.test(type) && (
            <div className="DocSearch-Hit-content-wrapper">
              {title(`hierarchy.${type}`)}
              {path('hierarchy.lvl1')}
            </div>
          )}
          {type === 'content' && (
            <div className="DocSearch-Hit-content-wrapper">
              {title('content')}
              {path('hierarchy.lvl1')}
            </div>
          )}
        </div>
      </Hit>
      <div className="DocSearch-Hit-actions" aria-hidden="true" ref={actions}>
        {renderAction({
          item,
          runDeleteTransition: runAfterTransition('deleting'),
          runFavoriteTransition: runAfterTransition('favoriting'),
        })}
      </div>
    </li>
  );
}
