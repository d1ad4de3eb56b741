import assert from 'node:assert/strict';
import test from 'node:test';
import {addsNothing, articleToMarkdown} from '../../src/lib/markdown/toMarkdown';
import {placeholderNotice} from '../../src/data/placeholders';

const page = (body: string) =>
  `<html><head><title>T</title></head><body><article><div class="theme-doc-markdown markdown"><header><h1>Tokenomics</h1></header>${body}</div><footer><a class="theme-edit-this-page" href="https://x/edit">Edit this page</a></footer></article></body></html>`;
const url = 'https://docs.example.org/tokenomics';

test('headings, emphasis, lists and GFM tables; links become absolute; chrome is dropped', async () => {
  // Made-up HTML (here and below): its figures need only survive the conversion; they are not the site's facts.
  const md = await articleToMarkdown(
    page(
      '<p>Total <strong>1,000,000,000</strong> $SX, see <a href="/faq#fees">the FAQ</a> or <a href="https://app.example" target="_blank">the app<span class="sr-only"> (opens in a new tab)</span></a>.</p>' +
        '<h2 class="anchor" id="allocation">Allocation<a href="#allocation" class="hash-link" aria-label="Direct link">​</a></h2>' +
        '<table><thead><tr><th>Allocation</th><th>Share</th></tr></thead><tbody><tr><td>Presale</td><td>4%</td></tr><tr><td>Team | locked</td><td>8%</td></tr></tbody></table>' +
        '<ul><li>One <em>thing</em></li><li>Two</li></ul>' +
        '<p><button>Copy</button>Use <code>0x92</code>.</p><div data-md-skip>Copy page</div>',
    ),
    url,
  );
  assert.match(md, /^# Tokenomics\n/);
  assert.match(md, /Total \*\*1,000,000,000\*\* \$SX, see \[the FAQ\]\(https:\/\/docs\.example\.org\/faq#fees\)/);
  assert.match(md, /\| Allocation +\| Share \|\n\| -+ \| -+ \|\n\| Presale +\| 4% +\|\n\| Team \\\| locked \| 8% +\|/);
  assert.match(md, /^- One _thing_\n- Two$/m);
  assert.match(md, /Use `0x92`\./);
  assert.doesNotMatch(md, /Edit this page|opens in a new tab|Copy|Direct link/);
});

test('a figure becomes its text alternative: title as a label, summary, then its words, with the screen-reader separators', async () => {
  const md = await articleToMarkdown(
    page(
      '<figure aria-labelledby="t"><figcaption><span id="t" data-figure-title="">Fee split</span> <span data-figure-summary="">Where each swap fee goes. <span data-md-skip="">Bars are to scale.</span></span></figcaption>' +
        '<svg aria-hidden="true"><text>9</text></svg>' +
        '<ul><li><span>Liquidity providers</span><span class="sr-only">: </span><span>0.17%</span></li>' +
        '<li><span>Presale</span><span class="sr-only">: </span><strong>4%</strong><span class="sr-only">, </span>40,000,000</li></ul></figure>' +
        '<p>After<span class="sr-only"> hidden outside figures</span>.</p>',
    ),
    url,
  );
  assert.match(md, /^\*\*Fee split\.\*\* Where each swap fee goes\.$/m);
  assert.match(md, /^- Liquidity providers: 0\.17%$/m);
  assert.match(md, /^- Presale: \*\*4%\*\*, 40,000,000$/m);
  assert.doesNotMatch(md, /providers0|Presale\*\*|\b9\b|hidden outside|to scale/);
});

test('a figure without a summary puts its title before its first paragraph', async () => {
  const md = await articleToMarkdown(
    page(
      '<figure aria-labelledby="t"><figcaption><span id="t" data-figure-title="">Where the fee goes</span></figcaption>' +
        '<div><p><span>Each swap</span><span class="sr-only"> pays a </span><strong>0.2% fee</strong><span class="sr-only">, split:</span></p>' +
        '<ul><li>Pools: 0.17%</li></ul></div></figure>',
    ),
    url,
  );
  assert.match(md, /^\*\*Where the fee goes\.\*\* Each swap pays a \*\*0\.2% fee\*\*, split:\n\n- Pools: 0\.17%$/m);
});

test('a figure whose caption is hidden on the page (the heading says it) gives only its words', async () => {
  const md = await articleToMarkdown(
    page(
      '<h3 id="steps">Steps</h3><figure aria-labelledby="t"><figcaption class="sr-only" data-md-skip=""><span id="t" data-figure-title="">Step flow</span> <span data-figure-summary="">Three steps, in order.</span></figcaption>' +
        '<ol><li>Submitted</li><li>Fixed</li><li>Closed</li></ol></figure>',
    ),
    url,
  );
  assert.match(md, /^1\. Submitted$/m);
  assert.doesNotMatch(md, /Step flow|Three steps/);
});

test('a figure whose numbers its section already states is left out of the Markdown', async () => {
  const figure = (value: string) =>
    `<figure aria-labelledby="f"><figcaption><span id="f" data-figure-title="">Rewards</span> <span data-figure-summary="">Most first.</span></figcaption><ol><li>Critical: up to ${value}</li><li>Low: up to $100</li></ol></figure>`;
  const section = (value: string) =>
    `<h2 id="r">Rewards</h2><table><thead><tr><th>Severity</th><th>Max</th></tr></thead><tbody><tr><td>Critical</td><td>$5,000</td></tr><tr><td>Low</td><td>$100</td></tr></tbody></table>${figure(value)}<h2 id="n">Next</h2><p>$7,000 elsewhere.</p>`;
  const same = await articleToMarkdown(page(section('$5,000')), url);
  assert.doesNotMatch(same, /Most first|up to/, 'the table says it all');
  const more = await articleToMarkdown(page(section('$7,000')), url);
  assert.match(
    more,
    /^\*\*Rewards\.\*\* Most first\.$/m,
    'a number of its own keeps the figure (another section’s does not count)',
  );
  assert.match(more, /^1\. Critical: up to \$7,000$/m);
});

test('Markdown-only words, name-value lists as tables, and what the notice keeps', async () => {
  const md = await articleToMarkdown(
    page(
      '<details data-placeholder-notice=""><summary><strong>Not set</strong><span data-notice-item="ua"></span><span data-notice-item="ux"></span><span data-notice-count=""></span></summary><ul><li data-notice-item="ua">A address</li><li data-notice-item="ub">B address</li><li data-notice-item="ux">C fee</li></ul></details>' +
        '<p><a href="/roadmap#p3" data-md-skip="">Swap — opens in Phase 3</a><span hidden data-md-only=""><em>Swap</em> opens in <a href="/roadmap#p3">Phase 3</a>.</span></p>' +
        '<dl data-md-table="Setting|Value"><div><dt>Chain ID</dt><dd><code>146</code><button>Copy</button></dd></div><div><dt>Symbol</dt><dd><code>S</code></dd></div></dl>' +
        '<p>A <span hidden data-placeholder="ua"></span> and B<span hidden data-placeholder="ub"></span>; B again<span hidden data-placeholder="ub"></span>.</p>',
    ),
    url,
    {rootRelative: true},
  );
  assert.match(md, /^_Swap_ opens in \[Phase 3\]\(\/roadmap#p3\)\.$/m, 'Markdown-only words are kept as written');
  assert.doesNotMatch(md, /Swap — opens/);
  assert.match(md, /^\| Setting +\| Value +\|\n\| -+ \| -+ \|\n\| Chain ID \| `146` +\|\n\| Symbol +\| `S` +\|$/m);
  const notice = `**${placeholderNotice.twinTitle}:**\n\n- A address\n- B address\n`;
  assert.ok(md.endsWith(notice), `the notice ends the twin, one bullet per marked item, each once:\n${md}`);
  assert.equal(md.indexOf(placeholderNotice.twinTitle), md.lastIndexOf(placeholderNotice.twinTitle), 'one notice');
  assert.doesNotMatch(md, /C fee/, 'an item the page does not mark goes');
});

test('the notice lists two or more unpublished addresses on one line, after the facts; one address keeps its own', async () => {
  const notice = (items: string) =>
    page(
      `<details data-placeholder-notice=""><ul>${items}</ul></details><p>Text<span hidden data-placeholder="f"></span><span hidden data-placeholder="a"></span><span hidden data-placeholder="b"></span>.</p>`,
    );
  const address = (key: string, short: string) =>
    `<li data-notice-item="${key}" data-notice-address="${short}">${short} address</li>`;
  const both = await articleToMarkdown(
    notice(`${address('a', 'Discord')}<li data-notice-item="f">Harvest fee</li>${address('b', 'Blog')}`),
    url,
  );
  assert.ok(
    both.endsWith(
      `**${placeholderNotice.twinTitle}:**\n\n- Harvest fee\n- ${placeholderNotice.addresses}: Discord, Blog\n`,
    ),
    both,
  );
  const one = await articleToMarkdown(
    notice(`${address('a', 'Discord')}<li data-notice-item="f">Harvest fee</li>`),
    url,
  );
  assert.ok(one.endsWith('- Harvest fee\n- Discord address\n'), one);
});

test('reads minified HTML with omitted end tags and React text separators', async () => {
  const md = await articleToMarkdown(
    page(
      '<table><caption>Allocation<thead><tr><th>Allocation<th>Share<tbody><tr><th scope=row>Presale<td>4%<tr><th scope=row>Team<td>8%</table>' +
        '<p>Total <!-- -->1,000<!-- --> $SX<p>Second<ul><li>One<li>Two</ul>',
    ),
    url,
  );
  assert.match(md, /\| Presale +\| 4% +\|\n\| Team +\| 8% +\|/);
  assert.match(md, /^Total 1,000 \$SX$/m);
  assert.doesNotMatch(md, /<!--/);
  assert.match(md, /^- One\n- Two$/m);
});

test('an admonition becomes a block quote led by its title', async () => {
  const md = await articleToMarkdown(
    page(
      '<div class="theme-admonition alert"><div class="heading"><span><svg></svg></span>Watch out</div><div class="content"><p>Scams exist.</p></div></div>',
    ),
    url,
  );
  assert.match(md, /^> \*\*Watch out\*\*\n>\n> Scams exist\.$/m);
});

test('addresses, set-apart labels and rows of buttons read right; links root-relative on request', async () => {
  const address = (a: string) => `<span data-address="">${a.split(/(?=[.@])/).join('<wbr>')}</span>`;
  const md = await articleToMarkdown(
    page(
      `<p>Write to <a href="mailto:help@x.example">${address('help@x.example')}</a> or open <span data-placeholder-text="">${address('https://app.x.example')}</span>.</p>` +
        '<ol><li><span>Phase 1</span> <a href="#p1">Plan</a> <span data-md-before=" — ">Current phase</span></li></ol>' +
        '<p><span data-md-before="Status: ">Planned</span></p>' +
        '<p><span data-upcoming="x">Upcoming</span> Governance is planned.</p>' +
        '<nav data-md-list="See also:"><a href="/support">Support</a> <a href="/terms" data-md-text="Terms of Use">Terms Of Use</a></nav>',
    ),
    url,
    {rootRelative: true},
  );
  assert.match(md, /Write to <help@x\.example> or open `https:\/\/app\.x\.example`\./);
  assert.match(md, /^1\. Phase 1 \[Plan\]\(\/tokenomics#p1\) — Current phase$/m);
  assert.match(md, /^Status: Planned$/m);
  assert.match(md, /^\*\*Upcoming:\*\* Governance is planned\.$/m);
  assert.match(
    md,
    /^See also:\n\n- \[Support\]\(\/support\)\n- \[Terms of Use\]\(\/terms\)$/m,
    'the list has its label, each link its page title',
  );
  assert.doesNotMatch(md, /[\u00ad\u200b\u2060]|\\:/);
});

test('words add nothing to a text when it states all their numbers and most of their key terms', () => {
  // Made-up sentences: only the rule is tested.
  const section = 'The team allocation is locked for 12 months, then released evenly over 36 months.';
  assert.ok(
    addsNothing('The team allocation is locked for the first 12 months, then unlocks over 36 months.', section),
  );
  assert.ok(
    !addsNothing('The team allocation is locked for 12 months, then unlocks over 48 months.', section),
    'a number of its own',
  );
  assert.ok(
    !addsNothing('Holders vote on proposals with weighted ballots after a quorum review.', section),
    'terms of its own',
  );
});

test('a figure that repeats its section is left out; a repeated summary goes, its title labels the words it adds', async () => {
  // Made-up HTML: the rule, not the site's facts.
  const fig = (summary: string, body: string) =>
    `<figure aria-labelledby="f"><figcaption><span id="f" data-figure-title="">Fee split</span> <span data-figure-summary="">${summary}</span></figcaption>${body}</figure>`;
  const table =
    '<h2 id="f">Fees</h2><table><thead><tr><th>Action</th><th>Fee</th><th>Goes to</th></tr></thead><tbody><tr><td>Swap</td><td>0.2%</td><td>0.17% to providers, 0.03% to burn</td></tr></tbody></table>';
  const rows = await articleToMarkdown(
    page(
      table +
        fig(
          'Each swap pays a 0.2% fee, split:',
          '<ul><li>Providers: 0.17% (85% of the fee)</li><li>Burn: 0.03% (15% of the fee)</li></ul>',
        ),
    ),
    url,
  );
  assert.doesNotMatch(rows, /Fee split|85%/, 'each item of its list is a row of the table');
  const curve = await articleToMarkdown(
    page(
      '<h2 id="c">Curve</h2><p>Each buy on the curve raises the price of the token. When the curve is full, its liquidity moves to an exchange.</p>' +
        fig(
          'The price of the token rises with each buy on the curve; when full, the liquidity moves to an exchange.',
          '',
        ),
    ),
    url,
  );
  assert.doesNotMatch(curve, /Fee split/, 'a summary-only figure that rewords its section');
  const labelled = await articleToMarkdown(
    page(
      '<h2 id="v">Vesting</h2><p>Locked for 12 months, then released over 36 months.</p>' +
        fig(
          'Locked for the first 12 months, then released over 36 months.',
          '<table><thead><tr><th>Month</th><th>Unlocked</th></tr></thead><tbody><tr><td>24</td><td>26,666</td></tr></tbody></table>',
        ),
    ),
    url,
  );
  assert.match(
    labelled,
    /^\*\*Fee split:\*\*\n\n\| Month/m,
    'the title labels the table; the repeated summary is gone',
  );
  assert.doesNotMatch(labelled, /first 12 months/);
});

test('a CTA is left out where its section states the status, else a plain sentence', async () => {
  const md = await articleToMarkdown(
    page(
      '<h2 id="s">Swap</h2><p data-status="swap"><strong>Planned</strong></p><p><a data-md-skip="">Try</a><span hidden data-md-only="" data-md-cta="swap">The swap opens in <a href="/roadmap#p3">Phase 3</a>.</span></p>' +
        '<h2 id="p">Pools</h2><p>Deposit.</p><p><a data-md-skip="">Stake</a><span hidden data-md-only="" data-md-cta="pools">Staking opens in <a href="/roadmap#p3">Phase 3</a>.</span></p>',
    ),
    url,
    {rootRelative: true},
  );
  assert.doesNotMatch(md, /The swap opens/, 'the section has its status line');
  assert.match(md, /^Staking opens in \[Phase 3\]\(\/roadmap#p3\)\.$/m);
});
