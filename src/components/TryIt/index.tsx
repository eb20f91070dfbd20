import React, {useState, type ComponentType, type ReactNode} from 'react';
import Translate, {translate} from '@docusaurus/Translate';

type Panel = ComponentType<{name: string}>;
let loading: Promise<Panel> | undefined;
/** The panel's code (form, validators, recorded answers), fetched once, when a reader reaches for it. */
const loadPanel = () =>
  (loading ??= import(/* webpackChunkName: "try-it" */ './Panel').then(
    (m) => m.default,
    (error: unknown) => {
      loading = undefined; // the next attempt fetches again
      throw error;
    },
  ));

/** Opens the shell of a page reached by a link that carries a call (`?try=`); opening fires `toggle`, which loads the panel. */
const openIfLinked = (details: HTMLDetailsElement | null) => {
  if (details && /[?&]try=/.test(window.location.search)) details.open = true;
};

/**
 * The Try it panel's shell: a disclosure that is all a tool page carries
 * until a reader opens it (or arrives by a link with `?try=`, which opens
 * it); then the panel (./Panel.tsx) loads. Kept this small (no effect, no
 * CSS module: src/css/custom.css styles every disclosure) because it
 * is in the page's first load. Controls only, so search skips it; the
 * Markdown twin writes an example call in its place (src/plugins/llms-txt).
 */
export default function TryIt({name}: {name: string}): ReactNode {
  const [Loaded, setLoaded] = useState<Panel | 0>();
  return (
    <details
      ref={openIfLinked}
      data-try-it={name}
      data-search="skip"
      onToggle={(e) => {
        if (e.currentTarget.open) void loadPanel().then((P) => setLoaded(() => P), () => setLoaded(0));
      }}>
      <summary>
        <Translate id="site.tryIt.summary">Try it</Translate>
      </summary>
      {Loaded ? (
        <Loaded name={name} />
      ) : (
        <p role="status">
          {Loaded === 0
            ? translate({id: 'site.tryIt.loadFailed', message: 'The form could not load: close and open this to try again.'})
            : translate({id: 'site.tryIt.loading', message: 'Loading the form…'})}
        </p>
      )}
    </details>
  );
}
