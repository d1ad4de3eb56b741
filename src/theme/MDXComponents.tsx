// Wraps the theme's MDX components so every page can use the site's own
// components without importing them.
import MDXComponents from '@theme-original/MDXComponents';
import BelowTheFold from '@site/src/components/BelowTheFold';
import ExternalLink from '@site/src/components/ExternalLink';
import Upcoming from '@site/src/components/Upcoming';
import {
  Availability,
  CallToAction,
  CurrentPhase,
  Live,
  PhaseLink,
  Planned,
  SectionStatus,
  Status,
} from '@site/src/components/Status';
import {AuditStatus} from '@site/src/components/AuditTable/AuditStatus';
import {Term} from '@site/src/components/Glossary';
import Rule from '@site/src/components/Rule';

export default {
  ...MDXComponents,
  // Wrapped around each page's blocks below its first screen by src/lib/remark/belowTheFold.ts.
  BelowTheFold,
  ExternalLink,
  Upcoming,
  // Status statements follow currentPhase and the audits list (src/data/status.ts, audits.ts).
  AuditStatus,
  Availability,
  CallToAction,
  CurrentPhase,
  Live,
  PhaseLink,
  Planned,
  SectionStatus,
  Status,
  Rule,
  Term,
};
