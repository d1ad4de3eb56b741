// Stands in for theme-common's announcement-bar context while the site has no announcement bar (see ./index.ts).
const inactive = {isActive: false, close() {}};

export function AnnouncementBarProvider({children}) {
  return children;
}

export function useAnnouncementBar() {
  return inactive;
}
