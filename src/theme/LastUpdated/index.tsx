/**
 * The stock "Last updated on …" line, with the date written by formatDateGb
 * instead of an Intl.DateTimeFormat created while the page hydrates: that
 * was the costliest single function of a doc page's start-up on a phone.
 * The site has one locale, English as written in the UK (en-GB: "24 November 2026"). Authors are not shown
 * (showLastUpdateAuthor is off).
 */
import React, {type ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import {ThemeClassNames} from '@docusaurus/theme-common';
import type {Props} from '@theme/LastUpdated';
import {formatDateGb} from '@site/src/lib/text/formatDate';

export default function LastUpdated({lastUpdatedAt}: Props): ReactNode {
  const date = lastUpdatedAt ? new Date(lastUpdatedAt) : null;
  return (
    <span className={ThemeClassNames.common.lastUpdated}>
      <Translate
        id="theme.lastUpdated.lastUpdatedAtBy"
        description="The sentence used to display when a page has been last updated, and by who"
        values={{
          atDate: date ? (
            <Translate
              id="theme.lastUpdated.atDate"
              description="The words used to describe on which date a page has been last updated"
              values={{
                date: (
                  <b>
                    <time dateTime={date.toISOString()} itemProp="dateModified">
                      {formatDateGb(date)}
                    </time>
                  </b>
                ),
              }}>
              {' on {date}'}
            </Translate>
          ) : (
            ''
          ),
          byUser: '',
        }}>
        {'Last updated{atDate}{byUser}'}
      </Translate>
    </span>
  );
}
