/**
 * The JSON Schema of /facts.json (published as /facts.schema.json): what a
 * program may rely on. Objects may gain fields (a fact a writer adds to
 * src/data appears in facts.json at once); the fields named here stay, with
 * these types, or the build's test fails (test/built/facts.test.ts).
 */
const bps = {type: 'integer', minimum: 0, maximum: 10000, description: 'Basis points: 1 bp = 0.01 %.'} as const;
const text = {type: 'string', minLength: 1} as const;
const phase = {type: 'integer', minimum: 1} as const;

export function factsSchema(id: string) {
  return {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: id,
    title: 'SX Exchange facts',
    description:
      'Chain parameters, token, fees, allocations, vesting, product status, audits, bounty tiers, official links and ' +
      'contracts, as the documentation pages print them. One file per docs version: /facts.json (current), /<version>/facts.json.',
    type: 'object',
    required: [
      'version',
      'name',
      'chain',
      'token',
      'fees',
      'allocations',
      'vesting',
      'presale',
      'roadmap',
      'products',
      'audits',
      'bounty',
      'links',
      'contracts',
    ],
    properties: {
      $schema: {type: 'string', format: 'uri'},
      version: {type: 'string', pattern: '^(current|\\d+(\\.\\d+){0,2})$'},
      name: text,
      chain: {
        type: 'object',
        required: ['name', 'chainId', 'chainIdHex', 'nativeSymbol', 'decimals', 'rpcUrl', 'explorerUrl'],
        properties: {
          name: text,
          chainId: {type: 'integer', minimum: 1},
          chainIdHex: {type: 'string', pattern: '^0x[0-9a-f]+$'},
          nativeSymbol: text,
          decimals: {type: 'integer', minimum: 0},
          rpcUrl: {type: 'string', format: 'uri', pattern: '^https://'},
          explorerUrl: {type: 'string', format: 'uri', pattern: '^https://'},
        },
      },
      token: {
        type: 'object',
        required: ['name', 'ticker', 'totalSupply'],
        properties: {name: text, ticker: text, totalSupply: {type: 'integer', minimum: 1}},
      },
      fees: {
        type: 'object',
        description: 'Every fee in basis points (fields ending in Bps), with their splits.',
        required: ['swap', 'pools', 'launchpad'],
        properties: {
          swap: {
            type: 'object',
            required: ['totalBps', 'liquidityProvidersBps', 'buybackBurnBps'],
            properties: {totalBps: bps, liquidityProvidersBps: bps, buybackBurnBps: bps},
          },
          pools: {
            type: 'object',
            required: ['totalBps', 'buybackBurnBps'],
            properties: {totalBps: bps, buybackBurnBps: bps},
          },
          launchpad: {
            type: 'object',
            required: ['tradeBps', 'burnShareWhenFullPercent', 'creationFeeUsd'],
            properties: {
              tradeBps: bps,
              burnShareWhenFullPercent: {type: 'number', minimum: 0, maximum: 100},
              creationFeeUsd: {type: 'number', minimum: 0},
            },
          },
        },
      },
      allocations: {
        type: 'array',
        minItems: 1,
        items: {
          type: 'object',
          required: ['key', 'label', 'percent', 'amount'],
          properties: {
            key: text,
            label: text,
            percent: {type: 'number', minimum: 0, maximum: 100},
            amount: {type: 'number', minimum: 0},
            purpose: {type: 'string'},
          },
        },
      },
      vesting: {
        type: 'object',
        required: ['team'],
        properties: {
          team: {
            type: 'object',
            required: ['cliffMonths', 'releaseMonths', 'totalMonths'],
            properties: {
              cliffMonths: {type: 'integer', minimum: 0},
              releaseMonths: {type: 'integer', minimum: 0},
              totalMonths: {type: 'integer', minimum: 0},
            },
          },
        },
      },
      presale: {
        type: 'object',
        required: ['priceUsd', 'tokens', 'targetUsd'],
        properties: {
          priceUsd: {type: 'number', minimum: 0},
          tokens: {type: 'number', minimum: 0},
          targetUsd: {type: 'number', minimum: 0},
        },
      },
      roadmap: {
        type: 'object',
        required: ['currentPhase', 'phases'],
        properties: {
          currentPhase: phase,
          phases: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['number', 'name', 'items'],
              properties: {number: phase, name: text, items: {type: 'array', items: {type: 'string'}}},
            },
          },
        },
      },
      products: {
        type: 'array',
        items: {
          type: 'object',
          required: ['id', 'name', 'phase', 'status'],
          properties: {
            id: text,
            name: text,
            phase,
            until: phase,
            status: {enum: ['live', 'planned', 'over'], description: 'As the pages word it on the current phase.'},
          },
        },
      },
      audits: {
        type: 'array',
        description: 'Published audit reports, newest first; empty while none is published.',
        items: {
          type: 'object',
          required: ['auditor', 'scope', 'version', 'date', 'reportUrl'],
          properties: {
            auditor: text,
            scope: text,
            version: text,
            date: {type: 'string', format: 'date'},
            reportUrl: {type: 'string', format: 'uri', pattern: '^https://'},
          },
        },
      },
      bounty: {
        type: 'object',
        required: ['tiers'],
        properties: {
          tiers: {
            type: 'array',
            items: {
              type: 'object',
              required: ['severity', 'label', 'maxRewardUsd'],
              properties: {
                severity: {enum: ['critical', 'high', 'medium', 'low']},
                label: text,
                maxRewardUsd: {type: 'number', minimum: 0},
                examples: {type: 'string'},
              },
            },
          },
        },
      },
      links: {
        type: 'array',
        description:
          'Every official address. Those with placeholder: true (on .example) are not published yet: never official.',
        items: {
          type: 'object',
          required: ['id', 'label', 'kind', 'url', 'placeholder'],
          properties: {
            id: text,
            label: text,
            kind: {enum: ['app', 'web', 'social', 'chat', 'code', 'chain', 'email']},
            url: {type: 'string', pattern: '^(https|mailto):'},
            placeholder: {type: 'boolean'},
          },
        },
      },
      contracts: {
        type: 'array',
        description: 'Published contract addresses; empty while none is published (then no address is official).',
        items: {
          type: 'object',
          required: ['id', 'label', 'address', 'chainId'],
          properties: {
            id: text,
            label: text,
            address: {type: 'string', pattern: '^0x[0-9a-fA-F]{40}$'},
            chainId: {type: 'integer', minimum: 1},
          },
        },
      },
    },
  } as const;
}
