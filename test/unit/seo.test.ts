import {test} from 'node:test';
import assert from 'node:assert/strict';
import {cardSize, escapeXml, socialCardSvg, wrapText} from '../../src/plugins/social-cards/card';
import {articleToMarkdown, extractFaq} from '../../src/lib/markdown/htmlToMarkdown';
import {markdownFileFor} from '../../src/lib/markdown/paths';
import {faqPage, jsonLd} from '../../src/lib/seo/structuredData';
import {robotsTxt} from '../../src/plugins/seo';

test('wrapText wraps at word boundaries, caps the lines and marks a cut with an ellipsis', () => {
  assert.deepEqual(wrapText('Community & Links', 24, 2), ['Community & Links']);
  assert.deepEqual(wrapText('one two three four', 9, 2), ['one two', 'three…']);
  for (const line of wrapText('a '.repeat(200), 20, 3)) {
    assert.ok(line.length <= 20, line);
  }
});

test('the social card is a 1200×630 SVG with the escaped title, description and host', () => {
  const svg = socialCardSvg({
    title: 'Audits & Links',
    description: 'Fees <0.2%> "quoted"',
    eyebrow: 'Documentation',
    host: 'docs.example.org',
    brand: 'SX Exchange Docs',
  });
  assert.equal(cardSize.width, 1200);
  assert.equal(cardSize.height, 630);
  assert.match(svg, /<svg [^>]*width="1200" height="630" viewBox="0 0 1200 630"/);
  assert.match(svg, /Audits &amp; Links/);
  assert.match(svg, /Fees &lt;0\.2%&gt; &quot;quoted&quot;/);
  assert.match(svg, /docs\.example\.org/);
  assert.equal(escapeXml(`<a href="x">'&'</a>`), '&lt;a href=&quot;x&quot;&gt;&apos;&amp;&apos;&lt;/a&gt;');
});

const page = (body: string) =>
  `<html><head><title>T</title></head><body><article><div class="theme-doc-markdown markdown"><header><h1>Tokenomics</h1></header>${body}</div><footer><a class="theme-edit-this-page" href="https://x/edit">Edit this page</a></footer></article></body></html>`;

test('articleToMarkdown keeps headings, emphasis, lists and tables; links become absolute; chrome is dropped', () => {
  const html = page(
    '<p>Total <strong>1,000,000,000</strong> $SX, see <a href="/faq#fees">the FAQ</a> or <a href="https://app.example" target="_blank">the app<span class="sr-only"> (opens in a new tab)</span></a>.</p>' +
      '<h2 class="anchor" id="allocation">Allocation<a href="#allocation" class="hash-link" aria-label="Direct link">​</a></h2>' +
      '<table><thead><tr><th>Allocation</th><th>Share</th></tr></thead><tbody><tr><td>Presale</td><td>4%</td></tr><tr><td>Team | locked</td><td>8%</td></tr></tbody></table>' +
      '<ul><li>One <em>thing</em></li><li>Two<ul><li>Nested</li></ul></li></ul><ol start="3"><li>Third</li></ol>' +
      '<figure><svg aria-hidden="true"><text>9</text></svg><figcaption>Allocation chart</figcaption></figure>' +
      '<p><button>Copy</button>Use <code>0x92</code>.</p>',
  );
  const md = articleToMarkdown(html, {pageUrl: 'https://docs.example.org/tokenomics'});
  assert.equal(
    md,
    [
      '# Tokenomics',
      'Total **1,000,000,000** $SX, see [the FAQ](https://docs.example.org/faq#fees) or [the app](https://app.example/).',
      '## Allocation',
      '| Allocation | Share |\n| --- | --- |\n| Presale | 4% |\n| Team \\| locked | 8% |',
      '- One _thing_\n- Two\n\n  - Nested',
      '3. Third',
      '**Allocation chart**',
      'Use `0x92`.',
    ].join('\n\n') + '\n',
  );
  assert.doesNotMatch(md, /Edit this page|opens in a new tab|Copy/);
});

test('extractFaq reads each h3 as a question and the content up to the next heading as its answer', () => {
  const html = page(
    '<p>Intro.</p><h2>Getting Started</h2><h3 id="q1">What is SX Exchange?<a class="hash-link" href="#q1">​</a></h3><p>A DEX on <strong>Sonic</strong>.</p><ul><li>Swap</li><li>Stake</li></ul>' +
      '<h3 id="q2">What are the fees?</h3><p>0.2% per swap.</p><h2>More</h2><p>Not an answer.</p>',
  );
  assert.deepEqual(extractFaq(html), [
    {question: 'What is SX Exchange?', answer: 'A DEX on Sonic. Swap Stake'},
    {question: 'What are the fees?', answer: '0.2% per swap.'},
  ]);
  const ld = JSON.parse(jsonLd(faqPage(extractFaq(html))));
  assert.equal(ld['@type'], 'FAQPage');
  assert.equal(ld.mainEntity.length, 2);
  assert.equal(ld.mainEntity[1].acceptedAnswer.text, '0.2% per swap.');
});

test('jsonLd escapes "<" so the data can never close its script tag', () => {
  assert.equal(jsonLd({a: '</script>'}), '{"a":"\\u003c/script>"}');
});

test('Markdown copies and robots.txt', () => {
  assert.equal(markdownFileFor('/'), 'index.md');
  assert.equal(markdownFileFor('/tokenomics'), 'tokenomics.md');
  assert.equal(
    robotsTxt('https://d.example/sitemap.xml'),
    'User-agent: *\nAllow: /\n\nSitemap: https://d.example/sitemap.xml\n',
  );
});
