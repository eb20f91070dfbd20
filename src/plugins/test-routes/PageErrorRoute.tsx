import React, {type ReactNode} from 'react';
import BrowserOnly from '@docusaurus/BrowserOnly';

function Throw(): ReactNode {
  throw new Error('Test route failure outside the layout');
}

export default function PageErrorRoute(): ReactNode {
  return <BrowserOnly>{() => <Throw />}</BrowserOnly>;
}
