import {test} from 'node:test';
import assert from 'node:assert/strict';
import {addSonic, errorCode, sonicParameters, type Eip1193Provider} from '../../src/components/NetworkCard/addSonic';
import {chain, chainIdHex} from '../../src/data/chain';

type Answer = unknown | {throws: unknown};

/** A stand-in wallet that answers each call in turn and records it. */
function wallet(...answers: Answer[]): Eip1193Provider & {calls: string[]; params: unknown[][]} {
  const calls: string[] = [];
  const params: unknown[][] = [];
  return {
    calls,
    params,
    async request({method, params: p = []}) {
      calls.push(method);
      params.push(p);
      const answer = answers.shift();
      if (answer && typeof answer === 'object' && 'throws' in answer) {
        throw answer.throws;
      }
      return answer ?? null;
    },
  };
}

const params = sonicParameters({chain, chainIdHex}, chain.rpcUrl, chain.explorerUrl);

test('the EIP-3085 parameters come from src/data/chain.ts', () => {
  assert.deepEqual(params, {
    chainId: chainIdHex,
    chainName: chain.name,
    nativeCurrency: {name: chain.nativeName, symbol: chain.nativeSymbol, decimals: chain.decimals},
    rpcUrls: [chain.rpcUrl],
    blockExplorerUrls: [chain.explorerUrl],
  });
});

test('no wallet: nothing is requested', async () => {
  assert.equal(await addSonic(undefined, params), 'no-wallet');
  assert.equal(await addSonic({} as Eip1193Provider, params), 'no-wallet');
});

test('a wallet that knows Sonic only switches', async () => {
  const w = wallet(null);
  assert.equal(await addSonic(w, params), 'switched');
  assert.deepEqual(w.calls, ['wallet_switchEthereumChain']);
  assert.deepEqual(w.params[0], [{chainId: chainIdHex}]);
});

test('an unknown chain (4902) is added, then switched to', async () => {
  const w = wallet({throws: {code: 4902}}, null, null);
  assert.equal(await addSonic(w, params), 'added');
  assert.deepEqual(w.calls, ['wallet_switchEthereumChain', 'wallet_addEthereumChain', 'wallet_switchEthereumChain']);
  assert.deepEqual(w.params[1], [params]);
});

test('4902 nested by mobile wallets is recognised too', async () => {
  assert.equal(errorCode({code: -32603, data: {originalError: {code: 4902}}}), 4902);
  const w = wallet({throws: {code: -32603, data: {originalError: {code: 4902}}}}, null, null);
  assert.equal(await addSonic(w, params), 'added');
});

test('declining (4001) at the switch or at the add ends calmly, with no further request', async () => {
  const atSwitch = wallet({throws: {code: 4001}});
  assert.equal(await addSonic(atSwitch, params), 'rejected');
  assert.deepEqual(atSwitch.calls, ['wallet_switchEthereumChain']);

  const atAdd = wallet({throws: {code: 4902}}, {throws: {code: 4001}});
  assert.equal(await addSonic(atAdd, params), 'rejected');
  assert.deepEqual(atAdd.calls, ['wallet_switchEthereumChain', 'wallet_addEthereumChain']);
});

test('a pending request and other failures are reported, not thrown', async () => {
  assert.equal(await addSonic(wallet({throws: {code: -32002}}), params), 'pending');
  assert.equal(await addSonic(wallet({throws: new Error('boom')}), params), 'error');
  assert.equal(await addSonic(wallet({throws: {code: 4902}}, {throws: 'odd'}), params), 'error');
});
