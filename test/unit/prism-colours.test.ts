/**
 * The code colours (src/plugins/prism-colours): CSS written from the Prism
 * themes the site uses, each theme's rules in its order, the dark one only in
 * dark mode and first undoing the light rules.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {themes} from 'prism-react-renderer';
import {prismCss} from '../../src/plugins/prism-colours/css';

const dark = "[data-theme='dark']";

test('each theme rule becomes a CSS rule on its token classes, in the theme’s order; the dark ones under the dark mode', () => {
  const rules = prismCss(themes.github, themes.dracula).split('\n');
  const light = rules.filter((r) => !r.startsWith(dark));
  const darkRules = rules.filter((r) => r.startsWith(dark));
  assert.equal(light.length, themes.github.styles.length + 1, 'the light variables, then one rule per style');
  assert.equal(
    darkRules.length,
    themes.dracula.styles.length + 2,
    'the dark variables, the reset, then one rule per style',
  );
  assert.match(light[0]!, new RegExp(`^:root\\{--prism-color:${themes.github.plain.color};`));
  assert.equal(darkRules[1], `${dark} .token{font-style:normal;opacity:1;color:inherit}`);
  themes.dracula.styles.forEach((style, i) => {
    const rule = darkRules[i + 2]!;
    for (const type of style.types) assert.ok(rule.includes(`${dark} .token.${type}`), `${type} in ${rule}`);
    if (style.style.fontStyle) assert.ok(rule.includes(`font-style:${style.style.fontStyle}`), rule);
  });
});

test('a rule for some languages applies inside their code blocks only', () => {
  const css = prismCss(
    {plain: {}, styles: [{types: ['tag'], languages: ['markup', 'jsx'], style: {color: 'red'}}]},
    {plain: {}, styles: []},
  );
  assert.ok(css.includes(':is(.language-markup,.language-jsx) .token.tag{color:red}'), css);
});
