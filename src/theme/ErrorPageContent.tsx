/**
 * The crash page shown when a page throws while rendering: the title
 * "This page crashed" (the stock one ends with a full stop), the error message
 * with its chain of causes, and "Try again", which clears the error boundary.
 * Under `npm start`, what the writers' check found on the page that crashed
 * (an expression naming nothing, say) shows under the error, with its line.
 */
import React, {type ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import {ErrorBoundaryError, ErrorBoundaryTryAgainButton} from '@docusaurus/theme-common';
import Heading from '@theme/Heading';
import type {Props} from '@theme/Error';
import WriterProblems from '@site/src/components/WriterProblems';

export default function ErrorPageContent({error, tryAgain}: Props): ReactNode {
  return (
    <main className="container margin-vert--xl" id="__docusaurus_skipToContent_fallback">
      <div className="row">
        <div className="col col--8 col--offset-2">
          <Heading as="h1" className="hero__title">
            <Translate id="site.crash.title" description="Title of the page shown when a page crashed">
              This page crashed
            </Translate>
          </Heading>
          <div className="margin-vert--md" role="alert">
            <ErrorBoundaryError error={error} />
          </div>
          {process.env.NODE_ENV === 'development' && typeof window !== 'undefined' && <WriterProblems permalink={window.location.pathname} />}
          <ErrorBoundaryTryAgainButton onClick={tryAgain} className="button button--primary" />
        </div>
      </div>
    </main>
  );
}
