/**
 * Content of the second half of the site: partnership, community and links,
 * bug bounty, support, general info, terms of use, privacy policy and FAQ.
 * The buttons and where they lead, the FAQ's fifteen
 * questions, and the tables rendered from src/data.
 */
import {test, expect, gotoHydrated} from './fixtures';
import type {Page} from '@playwright/test';
import {openNotice} from './pageChecks';
import {specSections} from '../test/lib/specSections';
import {bountyRewardToken, bountyTiers} from '../src/data/bounty';
import {notSetYet, usd} from '../src/data/format';
import {isPlaceholder, linkDefs, linkIds, resolveLinks} from '../src/data/links';
import {contracts, explorerAddressPath} from '../src/data/contracts';
import {legal} from '../src/data/legal';
import {placeholderFacts} from '../src/data/placeholders';
import {product} from '../src/data/product';
import {linkName, linkNoticeLabel, notPublishedYet} from '../src/data/links';

/** The buttons the spec lists, in order, and where each leads. */
const buttons: Record<string, Array<{label: string; to: string}>> = {
  '/general-info': [
    {label: 'Support', to: '/support'},
    {label: 'Terms Of Use', to: '/terms-of-use'},
  ],
  '/terms-of-use': [
    {label: 'General Info', to: '/general-info'},
    {label: 'Privacy Policy', to: '/privacy-policy'},
  ],
  '/privacy-policy': [
    {label: 'Terms Of Use', to: '/terms-of-use'},
    {label: 'FAQ', to: '/faq'},
  ],
  '/faq': [{label: 'Privacy Policy', to: '/privacy-policy'}],
};

/** The spec's fifteen FAQ questions, in its order, as the anchors that pin them. */
const faqAnchors = [
  'what-is-sx-exchange',
  'how-do-i-connect-my-wallet',
  'what-are-the-fees',
  'what-is-sx',
  'how-do-i-earn-rewards',
  'what-is-buyback-and-burn',
  'how-does-the-launchpad-work',
  'how-do-i-trade',
  'what-is-on-the-roadmap',
  'how-does-the-presale-work',
  'how-do-staking-and-farming-work',
  'how-does-governance-work',
  'what-are-validators',
  'will-there-be-nfts',
  'how-do-i-get-support',
];

/** The most words a FAQ answer may have (glossary definitions aside): a short answer, the full story is behind its link. */
const faqAnswerMaxWords = 90;

/** An address as a reader sees it: without the mailto: scheme. */
/** What the text prints for an address given without words: the address, or while unset its name (the page's notice lists it). */
const shown = (url: string) => {
  const id = linkIds.find((i) => resolveLinks(process.env)[i] === url);
  return isPlaceholder(url) && id ? linkName(id) : url.replace(/^mailto:/, '');
};

/** The page each FAQ answer must link to for the in-depth story. */
const faqDeepLinks: Record<string, string> = {
  'what-is-sx-exchange': '/',
  'how-do-i-connect-my-wallet': '/get-started',
  'what-are-the-fees': '/',
  'what-is-sx': '/tokenomics',
  'how-do-i-earn-rewards': '/products',
  'what-is-buyback-and-burn': '/tokenomics',
  'how-does-the-launchpad-work': '/products',
  'how-do-i-trade': '/user-guide',
  'what-is-on-the-roadmap': '/roadmap',
  'how-does-the-presale-work': '/tokenomics',
  'how-do-staking-and-farming-work': '/products',
  'how-does-governance-work': '/governance',
  'what-are-validators': '/products',
  'will-there-be-nfts': '/roadmap',
  'how-do-i-get-support': '/support',
};

const article = '.theme-doc-markdown';

for (const [route, expected] of Object.entries(buttons)) {
  test(`${route}: the buttons ${expected.map((b) => b.label).join(', ')} lead to their pages`, async ({page}) => {
    await gotoHydrated(page, route);
    const group = page.getByRole('navigation', {name: 'Related pages'});
    const labels = await group.getByRole('link').allInnerTexts();
    expect(labels.map((l) => l.trim())).toEqual(expected.map((b) => b.label));
    for (const {label, to} of expected) {
      const button = group.getByRole('link', {name: label, exact: true});
      await expect(button).toHaveClass(/\bbutton\b/);
      await expect(button).toHaveAttribute('href', to);
    }
    const first = expected[0]!;
    await group.getByRole('link', {name: first.label, exact: true}).click();
    await expect(page).toHaveURL(new RegExp(`${first.to}$`));
    await expect(page.locator('h1')).toHaveCount(1);
  });
}

test('/faq has exactly the fifteen questions, in the spec order, each with its anchor, a short answer and a deep link', async ({
  page,
}) => {
  await gotoHydrated(page, '/faq');
  await expect(page.locator('h1')).toHaveCount(1);
  const questions = page.locator(`${article} h3`);
  await expect(questions).toHaveCount(faqAnchors.length);
  const ids = await questions.evaluateAll((els) => els.map((e) => e.id));
  expect(ids).toEqual(faqAnchors);
  for (const text of await questions.allInnerTexts()) {
    // The theme appends a zero-width space in the heading's # link.
    expect(text.replace(/\u200b/g, '').trim()).toMatch(/\?$/);
  }
  for (const id of faqAnchors) {
    const {hrefs, text} = await page.locator(`${article} h3#${id}`).evaluate((h) => {
      const out: string[] = [];
      let words = '';
      // Up to the next question.
      for (let n = h.nextElementSibling; n && !/^H[23]$/.test(n.tagName); n = n.nextElementSibling) {
        n.querySelectorAll('a[href^="/"]').forEach((a) => out.push(a.getAttribute('href') ?? ''));
        // Glossary definitions and placeholder marks are not the answer's own words.
        const own = n.cloneNode(true) as HTMLElement;
        own.querySelectorAll('[data-definition], [data-search-skip]').forEach((e) => e.remove());
        words += ` ${own.textContent ?? ''}`;
      }
      return {hrefs: out, text: words};
    });
    const words = text.split(/\s+/).filter(Boolean).length;
    expect(
      words,
      `answer #${id} is short (${words} words): move the detail to the page it links to`,
    ).toBeLessThanOrEqual(faqAnswerMaxWords);
    const deep = faqDeepLinks[id];
    expect(
      hrefs.some((h) => h.split('#')[0] === deep),
      `answer #${id} links to ${deep} (links: ${hrefs.join(', ')})`,
    ).toBe(true);
  }
});

test('/faq says no $SX contract is published while contracts.ts is empty, and never once one is', async ({page}) => {
  await gotoHydrated(page, '/faq');
  const answer = page.locator(`${article} h3#what-is-sx + p`);
  await expect(answer.getByText(/no contract address of the project is published/i)).toHaveCount(
    contracts.length === 0 ? 1 : 0,
  );
  await expect(answer.locator('a[href="/community-links#official-links"]')).toBeAttached();
});

test('a FAQ question can be linked to directly', async ({page}) => {
  const id = faqAnchors[9];
  await gotoHydrated(page, `/faq#${id}`);
  await expect(page.locator(`h3#${id}`)).toBeInViewport();
});

test('/community-links gives every official address a row, published or not, and its notice names every unpublished one', async ({
  page,
}) => {
  await gotoHydrated(page, '/community-links');
  const links = resolveLinks(process.env);
  const unpublished = linkIds.filter((id) => isPlaceholder(links[id]));
  const rows = page.locator(`${article} tr[data-link-id]`);
  expect(
    await rows.evaluateAll((els) => els.map((e) => e.getAttribute('data-link-id'))),
    'the table has one row per address of src/data/links.ts, in its order',
  ).toEqual(linkIds);
  for (const id of linkIds) {
    const row = page.locator(`${article} tr[data-link-id="${id}"]`);
    await expect(row.locator('th')).toHaveText(linkDefs[id].label);
    if (isPlaceholder(links[id])) {
      await expect(row.locator('td').first()).toHaveText(notPublishedYet);
      continue;
    }
    const a = row.locator('a');
    await expect(row.locator('td').first()).toContainText(shown(links[id]));
    await expect(a).toHaveAttribute('href', links[id]);
    if (!links[id].startsWith('mailto:')) {
      await expect(a).toHaveAttribute('target', '_blank');
      await expect(a).toHaveAttribute('rel', 'noopener noreferrer');
    }
  }
  // The unpublished ones: each named once in the page's notice, never by its placeholder address.
  if (unpublished.length > 0) {
    const {items} = await openNotice(page);
    for (const id of unpublished) {
      expect(
        items.filter((t) => t === linkNoticeLabel(id)),
        `${id}: named once in the notice`,
      ).toHaveLength(1);
      await expect(page.locator(article)).not.toContainText(links[id].replace(/^mailto:/, ''));
    }
  }
  // Contracts: none listed while src/data/contracts.ts is empty; each one linked to the build's explorer once published.
  const contractRows = page.locator(`${article} tr[data-contract-id]`);
  await expect(contractRows).toHaveCount(contracts.length);
  for (const c of contracts) {
    const a = page.locator(`${article} tr[data-contract-id="${c.id}"] a`);
    await expect(a).toHaveAttribute('href', `${links.explorer}${explorerAddressPath(c.address)}`);
    await expect(a).toHaveAttribute('rel', 'noopener noreferrer');
  }
  const warning = page.locator(`${article} h3#the-team-never-messages-you-first + p`);
  // The scam warning's home: it names unrequested messages as scams and points to Support.
  await expect(warning).toContainText(/scam/);
  await expect(warning.locator('a[href="/support"]')).toBeAttached();
});

test('/bugbounty reward table equals bountyTiers and the report goes to the security e-mail', async ({page}) => {
  await gotoHydrated(page, '/bugbounty');
  const rows = page.locator(`${article} tr[data-severity]`);
  await expect(rows).toHaveCount(bountyTiers.length);
  for (const [i, tier] of bountyTiers.entries()) {
    const row = rows.nth(i);
    await expect(row).toHaveAttribute('data-severity', tier.severity);
    await expect(row.locator('th')).toHaveText(tier.label);
    await expect(row.locator('td').first()).toHaveText(usd(tier.maxRewardUsd));
  }
  const security = resolveLinks(process.env).securityEmail;
  await expect(page.locator(`${article} h2#how-to-participate ~ ol`).first()).toContainText(shown(security));
  await expect(page.locator(`${article}`)).toContainText('valid e-mail address');
  // One statement of the reporting channel: "no channel" only while the security e-mail is a placeholder.
  const noChannel = page.locator(article).getByText(/no reporting channel/);
  await expect(noChannel).toHaveCount(isPlaceholder(security) ? 1 : 0);
  // The reward token is an open fact of bounty.ts: Reward Structure gives its value once set, and says it is not set yet while unset.
  const rewards = page.locator(`${article} h2#reward-structure ~ p`);
  const rewardText = (await rewards.allTextContents()).join(' ');
  if (bountyRewardToken.value !== null) expect(rewardText).toContain(bountyRewardToken.value);
  else expect(rewardText).toContain(notSetYet);
});

test('/support states the e-mail reply window once, at its home, and says when no channel is open', async ({page}) => {
  await gotoHydrated(page, '/support');
  const {min, max} = product.supportReplyHours;
  const links = resolveLinks(process.env);
  await expect(
    page.locator(article).getByText(`${min}–${max} hours`),
    'the reply window from product.ts, once',
  ).toHaveCount(1);
  // "No support channel address is published yet" exactly while none of the channels is published.
  const channels = ['telegram', 'discord', 'supportEmail', 'securityEmail', 'telegramAnnouncements', 'x'] as const;
  await expect(page.locator(article).getByText(/No support channel address is published yet/)).toHaveCount(
    channels.every((id) => isPlaceholder(links[id])) ? 1 : 0,
  );
  for (const href of ['/user-guide', '/general-info', '/community-links#official-links']) {
    await expect(page.locator(`${article} a[href="${href}"]`).first()).toBeAttached();
  }
  // Each troubleshooting entry reads messages → cause (the messages with one cause and that cause in one bullet) → fix, and quotes an error.
  for (const id of specSections['/support']?.h3 ?? []) {
    const text = await page.locator(`${article} h3#${id}`).evaluate((h) => {
      let out = '';
      let codes = 0;
      const items: string[] = [];
      // Up to the next heading.
      for (let n = h.nextElementSibling; n && !/^H[23]$/.test(n.tagName); n = n.nextElementSibling) {
        out += n.textContent ?? '';
        codes += n.querySelectorAll('code').length;
        if (n.tagName === 'UL') n.querySelectorAll(':scope > li').forEach((li) => items.push(li.textContent ?? ''));
      }
      return {out, codes, items};
    });
    expect(text.out).toMatch(/see[\s\S]*why:[\s\S]*Fix:/);
    for (const item of text.items) expect(item, `#${id}: a message and its cause in one bullet`).toMatch(/\S: \S/);
    expect(text.codes, `#${id} quotes an error message`).toBeGreaterThan(0);
  }
});

test('/terms-of-use links to the fees section and states the minimum age', async ({page}) => {
  await gotoHydrated(page, '/terms-of-use');
  const fees = page.locator(`${article} h2#fees-and-payment ~ *`);
  // The spec's "in-text link to the fees section (to /)": the fees section on /.
  await expect(fees.locator('a[href="/#fees"]').first()).toBeAttached();
  await expect(page.locator(`${article} h3#eligibility + p + ul`)).toContainText(
    `at least ${product.minimumAge} years old`,
  );
  // The contracting party, the governing law and the forum: their values, or listed in the page's notice while unset.
  await expectLegalFacts(page, ['operator', 'governingLaw', 'forum']);
});

/** Each legal fact: its value in the text, or, while unset, its label in the page's notice (opened). */
async function expectLegalFacts(page: Page, fields: readonly string[]): Promise<void> {
  const text = await page.locator(article).innerText();
  const {items} = await openNotice(page);
  for (const field of fields) {
    const value = (legal as unknown as Record<string, unknown>)[field];
    const values = typeof value === 'object' && value !== null ? Object.values(value) : [value];
    const label = placeholderFacts.find((p) => p.field === `legal.${field}`)?.label;
    for (const v of values) {
      if (typeof v === 'string') expect(text, `legal.${field} is printed`).toContain(v);
      else expect(items, `legal.${field} is listed in the notice`).toContain(label);
    }
  }
}

test('/privacy-policy states the truth about storage and gives the privacy e-mail', async ({page, context}) => {
  await gotoHydrated(page, '/privacy-policy');
  await expect(page.locator(`${article} h3#cookies + p`)).toContainText('no cookies');
  expect(await context.cookies()).toEqual([]);
  const privacy = resolveLinks(process.env).privacyEmail;
  await expect(page.locator(`${article} h2#contact-us + p`)).toContainText(shown(privacy));
  // Controller, host, lawful bases and retention: their values, or listed in the page's notice while unset.
  await expectLegalFacts(page, ['controller', 'hostingProvider', 'lawfulBasis', 'retention']);
  const text = await page.locator(article).innerText();
  // IP addresses and e-mails are personal data: the policy never calls what it collects "non-personal".
  expect(text).not.toMatch(/non-personal/i);
});
