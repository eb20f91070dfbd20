/**
 * The stock highlighted code block with Prism and the site's extra languages
 * (`prism.additionalLanguages`, and the aliases of src/prism/languages.ts). Loaded on demand by ./index.tsx, so Prism is
 * neither downloaded nor set up on page load: the theme's startup module that
 * did that is replaced by src/plugins/lean-chunks.
 */
import React, {useLayoutEffect, type ReactNode} from 'react';
import {Prism} from 'prism-react-renderer';
import prismIncludeLanguages from '@theme/prism-include-languages';
import Content from '@theme-original/CodeBlock/Content';
import type {WrapperProps} from '@docusaurus/types';
import type ContentType from '@theme/CodeBlock/Content';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import {LANGUAGE_ALIASES} from '@site/src/prism/languages';

prismIncludeLanguages(Prism);
for (const [alias, grammar] of Object.entries(LANGUAGE_ALIASES)) Prism.languages[alias] ??= Prism.languages[grammar];

export default function Highlighted(props: WrapperProps<typeof ContentType>): ReactNode {
  const {wordWrap} = useCodeBlockContext();
  // Word wrap turned on while the block was plain text styled that text's
  // <code>; give the highlighted one the same style the theme's toggle sets.
  useLayoutEffect(() => {
    const code = wordWrap.codeBlockRef.current?.querySelector('code');
    if (wordWrap.isEnabled && code) Object.assign(code.style, {whiteSpace: 'pre-wrap', overflowWrap: 'anywhere'});
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, as the highlighted block replaces the plain one
  }, []);
  return <Content {...props} />;
}
