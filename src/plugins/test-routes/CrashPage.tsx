import React, {type ReactNode} from 'react';
import Layout from '@theme/Layout';
import BrowserOnly from '@docusaurus/BrowserOnly';

let renders = 0;

function Bomb(): ReactNode {
  renders += 1;
  if (renders === 1) {
    throw new Error('Test crash: the page threw while rendering', {
      cause: new Error('Root cause: a deliberately missing value'),
    });
  }
  return <p id="recovered">Recovered after Try again.</p>;
}

export default function CrashPage(): ReactNode {
  return (
    <Layout title="Crash test">
      <main className="container margin-vert--lg">
        <BrowserOnly>{() => <Bomb />}</BrowserOnly>
      </main>
    </Layout>
  );
}
