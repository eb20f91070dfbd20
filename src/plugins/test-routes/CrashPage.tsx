import React, {type ReactNode} from 'react';
import Layout from '@theme/Layout';
import BrowserOnly from '@docusaurus/BrowserOnly';

// Throws on every render attempt of the first visit (React retries a failed
// render before it gives up), then stays disarmed so "Try again" recovers.
let armed = true;

function Bomb(): ReactNode {
  if (armed) {
    setTimeout(() => {
      armed = false;
    }, 0);
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
