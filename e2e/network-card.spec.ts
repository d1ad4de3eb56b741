/**
 * The Sonic network card on /get-started: copy buttons, and the add/switch
 * flow against a stand-in wallet (window.ethereum set up before the page
 * loads). Its values and button in the static HTML: test/built/pages.test.ts.
 */
import type {Page} from '@playwright/test';
import {test, expect, gotoHydrated} from './fixtures';
import {chain, chainIdHex} from '../src/data/chain';
import {resolveLinks} from '../src/data/links';
import {addNetworkLabel, networkCardRows} from '../test/lib/networkCard';

const links = resolveLinks(process.env);
const buttonName = addNetworkLabel;
const values = networkCardRows;

type Answer = null | {code: number};

/** Installs a wallet stand-in that answers requests in turn and records them in window.__walletCalls. */
async function installWallet(page: Page, answers: Answer[]): Promise<void> {
  await page.addInitScript((queue: Answer[]) => {
    const calls: Array<{method: string; params: unknown}> = [];
    (window as unknown as {__walletCalls: typeof calls}).__walletCalls = calls;
    (window as unknown as {ethereum: unknown}).ethereum = {
      request: async ({method, params}: {method: string; params?: unknown}) => {
        calls.push({method, params});
        const answer = queue.shift() ?? null;
        if (answer && typeof answer.code === 'number') {
          throw Object.assign(new Error(`stand-in error ${answer.code}`), {code: answer.code});
        }
        return null;
      },
    };
  }, answers);
}

async function walletCalls(page: Page): Promise<Array<{method: string; params: unknown}>> {
  return page.evaluate(
    () => (window as unknown as {__walletCalls: Array<{method: string; params: unknown}>}).__walletCalls,
  );
}

function card(page: Page) {
  return page.getByRole('group', {name: `${chain.name} mainnet`});
}

test('no wallet: the button explains what to install and the values stay usable', async ({page}) => {
  await gotoHydrated(page, '/get-started');
  await card(page).getByRole('button', {name: buttonName}).click();
  const status = card(page).getByRole('status');
  await expect(status).toContainText('No browser wallet was found');
  await expect(status.getByRole('link', {name: 'Supported Wallets'})).toHaveAttribute('href', '#supported-wallets');
  await expect(card(page)).toContainText(links.rpc);
});

test('a wallet without Sonic: switch fails with 4902, the chain is added, then switched to', async ({page}) => {
  await installWallet(page, [{code: 4902}, null, null]);
  await gotoHydrated(page, '/get-started');
  await card(page).getByRole('button', {name: buttonName}).click();
  await expect(card(page).getByRole('status')).toHaveText(`Done: ${chain.name} was added to your wallet and selected.`);
  const calls = await walletCalls(page);
  expect(calls.map((c) => c.method)).toEqual([
    'wallet_switchEthereumChain',
    'wallet_addEthereumChain',
    'wallet_switchEthereumChain',
  ]);
  expect(calls[0]?.params).toEqual([{chainId: chainIdHex}]);
  expect(calls[1]?.params).toEqual([
    {
      chainId: chainIdHex,
      chainName: chain.name,
      nativeCurrency: {name: chain.nativeName, symbol: chain.nativeSymbol, decimals: chain.decimals},
      rpcUrls: [links.rpc],
      blockExplorerUrls: [links.explorer],
    },
  ]);
});

test('a wallet that already has Sonic is asked nothing until the click, then only switches', async ({page}) => {
  await installWallet(page, [null]);
  await gotoHydrated(page, '/get-started');
  expect(await walletCalls(page), 'requests before the click').toEqual([]);
  await card(page).getByRole('button', {name: buttonName}).click();
  await expect(card(page).getByRole('status')).toHaveText(`Done: your wallet is on ${chain.name}.`);
  expect((await walletCalls(page)).map((c) => c.method)).toEqual(['wallet_switchEthereumChain']);
});

test('the reader declines in the wallet: a calm message and no further request', async ({page}) => {
  await installWallet(page, [{code: 4902}, {code: 4001}]);
  await gotoHydrated(page, '/get-started');
  await card(page).getByRole('button', {name: buttonName}).click();
  await expect(card(page).getByRole('status')).toContainText('No problem — nothing was changed.');
  expect((await walletCalls(page)).map((c) => c.method)).toEqual([
    'wallet_switchEthereumChain',
    'wallet_addEthereumChain',
  ]);
  await expect(card(page).getByRole('button', {name: buttonName})).toBeEnabled();
});

test('each copy button copies its value and says "Copied"', async ({page}) => {
  await page.addInitScript(() => {
    const copied: string[] = [];
    (window as unknown as {__copied: string[]}).__copied = copied;
    Object.defineProperty(Navigator.prototype, 'clipboard', {
      configurable: true,
      get: () => ({writeText: async (text: string) => void copied.push(text)}),
    });
  });
  await gotoHydrated(page, '/get-started');
  for (const [label] of values) {
    const button = card(page).getByRole('button', {name: `Copy ${label}`, exact: true});
    await button.click();
    await expect(button).toHaveText('Copied');
    await expect(button.locator('xpath=..').locator('[aria-live="polite"]')).toHaveText(`${label} copied`);
  }
  expect(await page.evaluate(() => (window as unknown as {__copied: string[]}).__copied)).toEqual(
    values.map(([, v]) => v),
  );
});

test('without the Clipboard API the copy falls back, and a failure is explained', async ({page}) => {
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'clipboard', {configurable: true, get: () => undefined});
    const results = [true, false];
    const copied: string[] = [];
    (window as unknown as {__copied: string[]}).__copied = copied;
    document.execCommand = ((command: string) => {
      const area = document.activeElement as HTMLTextAreaElement | null;
      copied.push(`${command}:${area?.value ?? ''}`);
      return results.shift() ?? false;
    }) as typeof document.execCommand;
  });
  await gotoHydrated(page, '/get-started');
  const chainIdButton = card(page).getByRole('button', {name: 'Copy Chain ID', exact: true});
  await chainIdButton.click();
  await expect(chainIdButton).toHaveText('Copied');
  const rpcButton = card(page).getByRole('button', {name: 'Copy RPC URL', exact: true});
  await rpcButton.click();
  await expect(card(page)).toContainText('Copy failed: select the RPC URL and press Ctrl + C.');
  await expect(rpcButton).toHaveText('Copy');
  expect(await page.evaluate(() => (window as unknown as {__copied: string[]}).__copied)).toEqual([
    `copy:${chain.chainId}`,
    `copy:${links.rpc}`,
  ]);
});
