// The sidebar cannot be hidden here (docusaurus.config.ts: themeConfig.docs.sidebar.hideable is false), so the
// theme's button that hides it never renders; this stand-in keeps that button and its arrow icon out of main.js.
// Turning `hideable` on renders it: the build then stops here with what to do.
import type {ReactNode} from 'react';

export default function CollapseButton(): ReactNode {
  throw new Error(
    'themeConfig.docs.sidebar.hideable is on: delete src/theme/DocSidebar/Desktop/CollapseButton and src/theme/DocRoot/Layout/Sidebar/ExpandButton, which stand in for the buttons of a sidebar that cannot be hidden',
  );
}
