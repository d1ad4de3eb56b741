// The theme's "Last updated" line, written here for two reasons: its <time itemprop="dateModified">
// needs an itemscope (microdata outside any item is an HTML validation error), and its date came
// from a new Intl.DateTimeFormat on every render (the first costs milliseconds while a page
// hydrates, issue 18); shortDate gives the same text. Same translation ids as the theme.
// A page whose text carries its own date (the legal pages, from src/data/legal.ts)
// sets `dated_in_text: true` in its front matter and gets no second, git-based date.
import type {ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import {ThemeClassNames} from '@docusaurus/theme-common';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import type {Props} from '@theme/LastUpdated';
import {shortDate} from '@site/src/data/dates';

export default function LastUpdated({lastUpdatedAt, lastUpdatedBy}: Props): ReactNode {
  const {frontMatter} = useDoc();
  if ((frontMatter as {dated_in_text?: boolean}).dated_in_text) {
    return null;
  }
  const atDate = lastUpdatedAt ? (
    <Translate
      id="theme.lastUpdated.atDate"
      description="The words used to describe on which date a page has been last updated"
      values={{
        date: (
          <b>
            <time dateTime={new Date(lastUpdatedAt).toISOString()} itemProp="dateModified">
              {shortDate(lastUpdatedAt)}
            </time>
          </b>
        ),
      }}>
      {' on {date}'}
    </Translate>
  ) : (
    ''
  );
  const byUser = lastUpdatedBy ? (
    <Translate
      id="theme.lastUpdated.byUser"
      description="The words used to describe by who the page has been last updated"
      values={{user: <b>{lastUpdatedBy}</b>}}>
      {' by {user}'}
    </Translate>
  ) : (
    ''
  );
  return (
    <span itemScope itemType="https://schema.org/WebPage">
      <span className={ThemeClassNames.common.lastUpdated}>
        <Translate
          id="theme.lastUpdated.lastUpdatedAtBy"
          description="The sentence used to display when a page has been last updated, and by who"
          values={{atDate, byUser}}>
          {'Last updated{atDate}{byUser}'}
        </Translate>
      </span>
    </span>
  );
}
