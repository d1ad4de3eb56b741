// Types of ./anchors.js (shared with the props loader, which runs as plain CommonJS).
import type {PropSidebarItem, PropSidebarItemCategory} from '@docusaurus/plugin-content-docs';

export function anchorsOf(
  items: readonly unknown[],
  into?: Record<string, PropSidebarItem[]>,
  include?: (section: PropSidebarItemCategory) => boolean,
): Record<string, PropSidebarItem[]>;
export function withAnchorMarkers<T>(items: T[]): T[];
