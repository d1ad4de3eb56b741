/**
 * The JSON Schema of /facts.json (published as /facts.schema.json): what a
 * program may rely on. Objects may gain fields (a fact a writer adds to
 * src/data appears in facts.json at once); the fields named here stay, with
 * these types, or the build's test fails (test/built/facts.test.ts).
 */
const bps = {type: 'integer', minimum: 0, maximum: 10000, description: 'Basis points: 1 bp = 0.01 %.'} as const;
const text = {type: 'string', minLength: 1} as const;
const positive = {type: 'integer', minimum: 1} as const;
const phase = positive;
const count = {type: 'integer', minimum: 0} as const;
const amount = {type: 'number', minimum: 0} as const;
const share = {type: 'number', minimum: 0, maximum: 100} as const;
const https = {type: 'string', format: 'uri', pattern: '^https://'} as const;

/** An object with these fields, every one required but those named in `optional`. */
function object<P extends Record<string, object>>(properties: P, optional: readonly (keyof P)[] = [], more = {}) {
  const required = Object.keys(properties).filter((k) => !optional.includes(k));
  return {type: 'object', ...more, required, properties} as const;
}

const array = <I extends object>(items: I, more = {}) => ({type: 'array', ...more, items}) as const;

export function factsSchema(id: string) {
  return {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: id,
    title: 'SX Exchange facts',
    description:
      'Chain parameters, token, fees, allocations, vesting, product status, audits, bounty tiers, official links and ' +
      'contracts, as the documentation pages print them. One file per docs version: /facts.json (current), /<version>/facts.json.',
    ...object(
      {
        $schema: {type: 'string', format: 'uri'},
        version: {type: 'string', pattern: '^(current|\\d+(\\.\\d+){0,2})$'},
        name: text,
        chain: object({
          name: text,
          chainId: positive,
          chainIdHex: {type: 'string', pattern: '^0x[0-9a-f]+$'},
          nativeSymbol: text,
          decimals: count,
          rpcUrl: https,
          explorerUrl: https,
        }),
        token: object({name: text, ticker: text, totalSupply: positive}),
        fees: object(
          {
            swap: object({totalBps: bps, liquidityProvidersBps: bps, buybackBurnBps: bps}),
            pools: object({totalBps: bps, buybackBurnBps: bps}),
            launchpad: object({tradeBps: bps, burnShareWhenFullPercent: share, creationFeeUsd: amount}),
          },
          [],
          {description: 'Every fee in basis points (fields ending in Bps), with their splits.'},
        ),
        allocations: array(
          object({key: text, label: text, percent: share, amount, purpose: {type: 'string'}}, ['purpose']),
          {minItems: 1},
        ),
        vesting: object({team: object({cliffMonths: count, releaseMonths: count, totalMonths: count})}),
        presale: object({priceUsd: amount, tokens: amount, targetUsd: amount}),
        roadmap: object({
          currentPhase: phase,
          phases: array(object({number: phase, name: text, items: array({type: 'string'})}), {minItems: 1}),
        }),
        products: array(
          object(
            {
              id: text,
              name: text,
              phase,
              until: phase,
              status: {enum: ['live', 'planned', 'over'], description: 'As the pages word it on the current phase.'},
            },
            ['until'],
          ),
        ),
        audits: array(
          object({auditor: text, scope: text, version: text, date: {type: 'string', format: 'date'}, reportUrl: https}),
          {description: 'Published audit reports, newest first; empty while none is published.'},
        ),
        bounty: object({
          tiers: array(
            object(
              {
                severity: {enum: ['critical', 'high', 'medium', 'low']},
                label: text,
                maxRewardUsd: amount,
                examples: {type: 'string'},
              },
              ['examples'],
            ),
          ),
        }),
        links: array(
          object({
            id: text,
            label: text,
            kind: {enum: ['app', 'web', 'social', 'chat', 'code', 'chain', 'email']},
            url: {type: 'string', pattern: '^(https|mailto):'},
            placeholder: {type: 'boolean'},
          }),
          {
            description:
              'Every official address. Those with placeholder: true (on .example) are not published yet: never official.',
          },
        ),
        contracts: array(
          object({id: text, label: text, address: {type: 'string', pattern: '^0x[0-9a-fA-F]{40}$'}, chainId: positive}),
          {description: 'Published contract addresses; empty while none is published (then no address is official).'},
        ),
      },
      ['$schema'],
    ),
  } as const;
}
