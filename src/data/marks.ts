/**
 * How a value not set yet is told and marked: an address on the reserved
 * `.example` domain (./links), and the words in brackets after a placeholder
 * (./placeholders). A module with no imports, so the page frame's edit link
 * (src/theme/EditThisPage, in main.js) carries these and not the link and
 * fact lists.
 */

/** True for an address on the reserved `.example` domain. */
export function isPlaceholder(url: string): boolean {
  try {
    const u = new URL(url);
    const host = u.protocol === 'mailto:' ? (u.pathname.split('@')[1] ?? '') : u.hostname;
    return host === 'example' || host.endsWith('.example');
  } catch {
    return false;
  }
}

/**
 * How pages mark a placeholder, in brackets right after it: "[placeholder
 * address]" after a link on an `.example` address, "[placeholder: <todo>]"
 * after one of the facts of ./placeholders (src/components/Placeholder).
 */
export const placeholderMark = {link: 'placeholder address', fact: 'placeholder'} as const;
