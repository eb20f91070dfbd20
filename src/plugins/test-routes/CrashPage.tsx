import React, {type ReactNode} from 'react';
import Layout from '@theme/Layout';
import BrowserOnly from '@docusaurus/BrowserOnly';
import Translate, {translate} from '@docusaurus/Translate';

// Throws on every render attempt of the first visit (React retries a failed
// render before it gives up), then stays disarmed so "Try again" recovers.
let armed = true;
const disarm = () => {
  armed = false;
};

function Bomb(): ReactNode {
  if (armed) {
    setTimeout(disarm, 0);
    throw new Error('Test crash: the page threw while rendering', {
      cause: new Error('Root cause: a deliberately missing value'),
    });
  }
  return (
    <p id="recovered">
      <Translate id="site.test.recovered">Recovered after Try again.</Translate>
    </p>
  );
}

export default function CrashPage(): ReactNode {
  return (
    <Layout title={translate({id: 'site.test.crashTitle', message: 'Crash test'})}>
      <main className="container margin-vert--lg">
        <BrowserOnly>{() => <Bomb />}</BrowserOnly>
      </main>
    </Layout>
  );
}
