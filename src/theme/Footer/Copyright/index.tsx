/**
 * Wraps the stock footer copyright to add the documentation version line
 * (SITE_VERSION); the copyright text itself comes from the config.
 */
import React, {type ReactNode} from 'react';
import Copyright from '@theme-original/Footer/Copyright';
import type CopyrightType from '@theme/Footer/Copyright';
import type {WrapperProps} from '@docusaurus/types';
import Translate from '@docusaurus/Translate';
import {SITE_VERSION} from '@site/src/constants';

type Props = WrapperProps<typeof CopyrightType>;

export default function CopyrightWrapper(props: Props): ReactNode {
  return (
    <>
      <Copyright {...props} />
      <div className="footer__version">
        <Translate id="site.footer.version" values={{version: SITE_VERSION}}>
          {'Documentation version {version}'}
        </Translate>
      </div>
    </>
  );
}
