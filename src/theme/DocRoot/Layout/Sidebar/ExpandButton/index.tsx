// The button that shows a hidden sidebar: never rendered while the sidebar cannot be hidden
// (src/theme/DocSidebar/Desktop/CollapseButton says why it stands in, and stops the build if that changes).
export {default} from '@site/src/theme/DocSidebar/Desktop/CollapseButton';
