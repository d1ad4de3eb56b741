/** Product facts that are not fees or token figures. */
export const product = {
  /** Maximum leverage planned for perpetual trading. */
  maxLeverage: 100,
  /** Minimum age to use the platform, in years. */
  minimumAge: 18,
  /** Support e-mail reply window, in hours. */
  supportReplyHours: {min: 24, max: 48},
} as const;

/** A fact the project has yet to decide: its value, or null while it is not set (pages say "not set yet"). */
export interface OpenFact {
  /** What the fact is, as a reader asks it, lower case ("the curve's capacity"). */
  readonly label: string;
  readonly value: string | null;
}

/** The token a bonding curve takes; null until set (one of launchpadParams). */
const curvePaymentToken: OpenFact = {label: 'which token you pay with on a curve', value: null};

/** Launchpad parameters beyond the fees (./fees), shown on /products#launchpad. */
export const launchpadParams: readonly OpenFact[] = [
  {label: "each curve's capacity, the point at which it is full", value: null},
  curvePaymentToken,
  {label: 'whether the creator sets the supply or receives an allocation', value: null},
  {label: 'who chooses the exchange a full curve moves to', value: null},
  {label: 'whether the liquidity moved from a full curve is locked or burned', value: null},
];

/** The launchpad parameter the worked fee example (/#launchpad-fee) names: the token its amounts stand for. */
export const launchpadPayment = {token: curvePaymentToken} as const;

/** Who may create a swap pool or list a token (/products#swap). */
export const poolCreation: OpenFact = {label: 'who can create a swap pool', value: null};

/** Conditions of the staking and farming pools beyond their fee (/products#staking-and-farming). */
export const poolConditions: OpenFact = {
  label: 'lock periods and other staking and farming pool conditions',
  value: null,
};

/** The smallest amount a staking or farming pool lets you withdraw (the spec mentions one, without its value). */
export const minimumWithdrawal: OpenFact = {label: 'the minimum withdrawal amount', value: null};

/** Security facts beyond the audit list (./audits), shown on /audits-links. */
export const securityFacts = {
  /** The external firm chosen for the audit; null until chosen. */
  auditor: null as string | null,
  /** Whether the contracts can be upgraded or paused, and who holds those keys and the protocol's funds. */
  adminControls: null as string | null,
};

/** How to take part in the public testnet (/roadmap, Phase 2). */
export const testnetAccess: readonly OpenFact[] = [
  {label: 'the testnet app address and where to get test tokens', value: null},
];

/** Grants from the partner funding allocation (/partnership). */
/** How the exchange takes part in validating the chain (/products#validators). */
export const validatorRole: OpenFact = {label: 'how the exchange takes part in validation', value: null};

export const partnerGrants: readonly OpenFact[] = [{label: 'grant terms and how to apply', value: null}];

/** What a project must meet to become a partner (/partnership#partnership-criteria). */
export const partnerCriteria: OpenFact = {label: 'the criteria a partner must meet', value: null};
