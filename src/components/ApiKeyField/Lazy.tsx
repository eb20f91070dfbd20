import React, {useState, type ComponentType, type ReactNode} from 'react';
import Translate, {translate} from '@docusaurus/Translate';

let loading: Promise<ComponentType> | undefined;
const loadField = () =>
  (loading ??= import(/* webpackChunkName: "api-key" */ './index').then(
    (m) => m.default,
    (error: unknown) => {
      loading = undefined; // the next opening fetches again
      throw error;
    },
  ));

/**
 * The key field (./index.tsx) where a page carries it, the client picker: a
 * disclosure, so a page loads only its summary, and the field and the code
 * that puts the key into the snippets load when a reader opens it. Styled by
 * src/css/custom.css (every disclosure), not a CSS module, so the page's
 * JavaScript carries no class names for it.
 */
export default function ApiKeyDisclosure(): ReactNode {
  const [Field, setField] = useState<ComponentType | 0>();
  return (
    <details data-api-key="" onToggle={(e) => {
        if (e.currentTarget.open) void loadField().then((F) => setField(() => F), () => setField(0));
      }}>
      <summary>
        <Translate id="site.apiKey.summary">Put your own Companies House key into these commands</Translate>
      </summary>
      {Field ? (
        <Field />
      ) : (
        <p role="status">
          {Field === 0
            ? translate({id: 'site.apiKey.loadFailed', message: 'The field could not load: close and open this to try again.'})
            : translate({id: 'site.apiKey.loading', message: 'Loading the field…'})}
        </p>
      )}
    </details>
  );
}
