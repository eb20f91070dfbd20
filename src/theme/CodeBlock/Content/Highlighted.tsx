/**
 * The stock highlighted code block with Prism and the site's extra languages
 * (`prism.additionalLanguages`). Loaded on demand by ./index.tsx, so Prism is
 * neither downloaded nor set up on page load: the theme's startup module that
 * did that is replaced by src/plugins/lean-chunks.
 */
import {Prism} from 'prism-react-renderer';
import prismIncludeLanguages from '@theme/prism-include-languages';
import Content from '@theme-original/CodeBlock/Content';
import type ContentType from '@theme/CodeBlock/Content';

prismIncludeLanguages(Prism);

export default Content as typeof ContentType;
