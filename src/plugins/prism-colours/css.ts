/** Prism themes (prism-react-renderer's theme objects) as CSS on Prism's token classes. */
import type {PrismTheme} from 'prism-react-renderer';

const declarations = (style: object): string =>
  Object.entries(style)
    .map(([key, value]) => `${key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}:${String(value)}`)
    .join(';');

/**
 * One theme's rules in its order (a later rule wins, as in the library), under
 * `scope`. The dark theme first undoes what the light rules set, since both
 * apply in dark mode (the library swaps one theme for the other).
 */
function themeRules(theme: PrismTheme, scope: string | undefined): string[] {
  const at = (selector: string) => (scope ? `${scope} ${selector}` : selector);
  return [
    `${scope ?? ':root'}{--prism-color:${theme.plain.color};--prism-background-color:${theme.plain.backgroundColor}}`,
    ...(scope ? [`${at('.token')}{font-style:normal;opacity:1;color:inherit}`] : []),
    ...theme.styles.map(({types, style, languages}) => {
      // A rule for some languages only applies inside their code blocks.
      const within = languages ? `:is(${languages.map((l) => `.language-${l}`).join(',')}) ` : '';
      return `${types.map((t) => at(`${within}.token.${t}`)).join(',')}{${declarations(style)}}`;
    }),
  ];
}

/** The stylesheet's text: `light` everywhere, `dark` under `[data-theme='dark']`. */
export function prismCss(light: PrismTheme, dark: PrismTheme): string {
  return [...themeRules(light, undefined), ...themeRules(dark, "[data-theme='dark']")].join('\n');
}
