import {test} from 'node:test';
import assert from 'node:assert/strict';
import {extractFaq} from '../../src/lib/markdown/toMarkdown';
import {markdownFileFor} from '../../src/lib/markdown/paths';
import {faqPage, jsonLd} from '../../src/lib/seo/structuredData';
import {robotsTxt} from '../../src/plugins/seo';

const page = (body: string) =>
  `<html><head><title>T</title></head><body><article><div class="theme-doc-markdown markdown"><header><h1>FAQ</h1></header>${body}</div></article></body></html>`;

test('extractFaq reads each h3 as a question and the content up to the next heading as its answer', () => {
  // A made-up FAQ: its answers are text to carry over, not the site's facts.
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
