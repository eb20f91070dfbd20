/**
 * The stock copy button, which copies the reader's key where a block shows it
 * masked (src/lib/apiKey.ts): the block's text with the key in place of the mask.
 */
import React, {type ReactNode} from 'react';
import CopyButton from '@theme-original/CodeBlock/Buttons/CopyButton';
import type CopyButtonType from '@theme/CodeBlock/Buttons/CopyButton';
import type {WrapperProps} from '@docusaurus/types';
import {CodeBlockContextProvider, useCodeBlockContext} from '@docusaurus/theme-common/internal';
import {KEY_MASK, useApiKey, usableKey} from '@site/src/lib/apiKey';

export default function CopyButtonWithKey(props: WrapperProps<typeof CopyButtonType>): ReactNode {
  const {metadata, wordWrap} = useCodeBlockContext();
  const {key} = useApiKey();
  if (!usableKey(key) || !metadata.code.includes(KEY_MASK)) return <CopyButton {...props} />;
  return (
    <CodeBlockContextProvider metadata={{...metadata, code: metadata.code.split(KEY_MASK).join(key)}} wordWrap={wordWrap}>
      <CopyButton {...props} />
    </CodeBlockContextProvider>
  );
}
