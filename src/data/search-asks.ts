/**
 * What each section answers, in a reader's words: the everyday questions a
 * reader of that section would type, written from the section's content
 * (what it says), never copied from a query set. Search indexes them as a
 * field of the section, weighed between its text and its heading (engine.ts
 * `boost`; the words its heading and page title hold are left out), so "did my
 * transaction go through" finds the block explorer step though the step never
 * says it so (bench/SEARCH.md › Readers' questions).
 *
 * Key: the section as route#anchor, as built (a page's introduction: the route
 * alone); the build fails, naming it, on a key no section has. Value: two or
 * three short questions or phrases. Each word costs index bytes within the
 * search download budget. How to add one: CONTRIBUTING.md › Readers' questions
 * for a section.
 */
export const searchAsks: Readonly<Record<string, readonly string[]>> = {
  // Home
  '/#what-is-sx-exchange': [
    'what is this project about',
    'is it a dex or a centralised exchange',
    'do I need an email or password',
  ],
  '/#fees': [
    'how much does it cost to trade',
    'what do I pay per transaction',
    'fee percentages and where they go',
    'fee to unstake or claim rewards',
  ],
  '/#launchpad-fee': ['cost of buying a new coin on the curve', 'example of the fee on a buy'],
  '/#protocol-revenue': ['how does the project make money', 'what does the protocol earn', 'what it keeps as income'],
  '/#who-it-is-for': [
    'is this for beginners or traders',
    'who should use it',
    'what is in it for me',
    'which pages to read for my role',
    'who it is meant or aimed at',
  ],
  '/#why-sx-exchange': ['why choose this over other exchanges', 'what makes it different or better'],

  // Get Started
  '/get-started': ['beginner guide where do I start', 'new to crypto first steps'],
  '/get-started#step-by-step-guide': ['set up from zero, in order', 'what to do first and next'],
  '/get-started#supported-wallets': ['which wallet works', 'can I use my existing wallet', 'phone or browser wallet'],
  '/get-started#sonic-network-settings': [
    'rpc url and chain id to add sonic manually',
    'custom network values',
    'is the network in my wallet the real one or a fake',
  ],
  '/get-started#step-1-install-a-wallet-and-back-it-up': [
    'create a wallet',
    'where to write down and store my recovery phrase',
    'where is it safe to download a wallet',
  ],
  '/get-started#step-2-add-the-sonic-network': ['add sonic to my wallet', 'switch network'],
  '/get-started#step-3-fund-your-wallet-with-s': [
    'why do I need S for gas',
    'where to buy S',
    'pay transaction costs in S not SX',
    'withdrew from an exchange but it never arrived',
    'sent on the wrong network',
    'need s even to approve',
    'S even if I only swap or buy other tokens',
  ],
  '/get-started#step-4-connect-your-wallet-to-the-app': ['where is the connect button', 'link my wallet to the site'],
  '/get-started#step-5-make-your-first-swap': ['first trade', 'read the quote before confirming'],
  '/get-started#step-6-check-your-transaction': [
    'did my transaction go through',
    'see if it went through or worked',
    'confirm or verify a transaction succeeded',
    'look up a tx hash',
    'token missing from my wallet',
    'bought a coin but it does not show',
  ],

  // Audits & Links
  '/audits-links#audit-reports': [
    'is the code audited',
    'who audited the contracts',
    'audit pdf',
    'can the contracts be paused or upgraded',
    'admin keys',
  ],
  '/audits-links#audit-details': ['which security firm', 'when will the audit happen'],
  '/audits-links#what-an-audit-does-and-does-not-mean': [
    'does an audit make it safe',
    'can audited contracts still be hacked',
  ],
  '/audits-links#optional-two-factor-authentication': ['2fa', 'authenticator app', 'extra login protection'],
  '/audits-links#anti-phishing-alerts': ['scam warnings', 'copycat site'],
  '/audits-links#platform-links': ['block explorer to look up contracts and transactions', 'source code'],
  '/audits-links#report-a-vulnerability': ['found a bug or exploit, who do I tell'],

  // Roadmap
  '/roadmap': ['when does it launch', 'release date', 'timeline'],
  '/roadmap#overview': ['what stage is the project at now', 'what happens in each phase'],
  '/roadmap#phase-1-plan--development': [
    'what is happening now',
    'can I use anything yet',
    'nothing to trade yet',
    'is it live yet',
    'what is the team building now',
  ],
  '/roadmap#phase-2-testnet-live--presale': ['try it for free', 'when is the presale', 'a test version to practice on'],
  '/roadmap#phase-3-mainnet-launch': ['when will the exchange go live', 'launch of the app'],
  '/roadmap#phase-4-expansion--innovation': [
    'when do the later products come',
    'when does voting start',
    'what comes next after launch',
  ],
  '/roadmap#future-developments': [
    'what comes next after the phases',
    'long term plans',
    'how do I follow progress',
    'where are launches announced',
    'who pays for new products and how they are funded',
  ],

  // Products
  '/products#swap': ['exchange one coin for another', 'trade tokens', 'who is on the other side of a trade'],
  '/products#swap-how-it-works': [
    'how is the price of a swap set',
    'automated market maker amm',
    'why a big order gets a bad rate',
  ],
  '/products#swap-key-features': ['swap between any two tokens'],
  '/products#swap-value': ['does trading volume help the token price', 'how swaps benefit sx holders'],
  '/products#swap-benefits': ['why provide liquidity', 'risks of being a liquidity provider'],
  '/products#staking-key-features': ['where staking rewards come from', 'fee on a deposit or withdrawal'],
  '/products#staking-how-it-works': [
    'how do I earn by depositing tokens',
    'claim rewards',
    'smallest amount I can take out',
  ],
  '/products#staking-and-farming': ['can I withdraw anytime', 'is my deposit locked'],
  '/products#staking-value': ['what happens to the staking fee', 'does staking cut selling pressure'],
  '/products#launchpad': ['launch my own coin', 'make a meme coin'],
  '/products#launchpad-key-features': ['what does launching a token cost', 'name ticker logo'],
  '/products#launchpad-how-it-works': [
    'how is a new token priced',
    'can I sell back to the curve',
    'why does the price climb as people buy',
    'where it moves at graduation',
  ],
  '/products#launchpad-benefits': [
    'why launch here',
    'are launched tokens checked, vetted or approved',
    'risks for buyers',
  ],
  '/products#launchpad-value': ['what happens to launchpad fees', 'do new coins help the token'],
  '/products#validators': ['run a node', 'validator rewards'],
  '/products#telegram-trading-bot': ['tg bot', 'is this bot real'],
  '/products#perpetual-trading': ['futures', 'leverage', 'margin trading', 'long or short'],
  '/products#prediction-market': ['bet on future events', 'wager on outcomes'],
  '/products#limit-orders': ['buy at a set price', 'target price order'],
  '/products#nft-marketplace-and-cross-chain-bridge': ['bridge tokens from other chains', 'buy nfts'],

  // User Guide
  '/user-guide#connecting-your-wallet': [
    'sign in',
    'log in',
    'disconnect my wallet',
    'is connecting safe for my funds',
  ],
  '/user-guide#read-every-request': ['is signing a message free or safe', 'what am I approving'],
  '/user-guide#token-approvals': [
    'revoke an approval',
    'cancel a permission I gave',
    'unlimited allowance',
    'why approve before a swap',
    'stop a contract spending my tokens',
  ],
  '/user-guide#using-the-swap': ['how do I swap', 'set slippage', 'price impact', 'minimum received'],
  '/user-guide#adding-liquidity-to-get-lp-tokens': [
    'become a liquidity provider',
    'remove or withdraw liquidity',
    'two tokens in a pool to earn from swaps',
  ],
  '/user-guide#staking-sx': ['how do I stake to earn rewards', 'unstake', 'claim staking rewards'],
  '/user-guide#farming-with-lp-tokens': ['how do I farm', 'harvest farm rewards', 'withdraw from a farm'],
  '/user-guide#creating-a-token': ['how do I launch a token step by step', 'create a token on the launchpad'],
  '/user-guide#buying-and-selling-on-the-curve': ['buy a new launchpad token', 'spot a fake copy of a token'],
  '/user-guide#when-the-curve-is-full': [
    'what happens to my tokens when the curve fills',
    'token graduates',
    'do I need to do anything',
  ],
  '/user-guide#on-mobile': ['use it on my phone', 'mobile app', 'iphone android'],
  '/user-guide#telegram-trading-bot': ['tg bot guide', 'is a bot using the name real', 'trade from a chat'],
  '/user-guide#other-features': ['guide for leverage or limit orders', 'how to use the later products'],

  // Governance
  '/governance#overview': ['what is governance', 'who decides changes', 'what can holders vote on'],
  '/governance#governance-process': [
    'steps of a proposal',
    'where are proposals discussed',
    'who carries out an approved proposal',
  ],
  '/governance#the-rules-of-a-vote': ['how long does a vote last', 'how many tokens to make a proposal', 'quorum'],
  '/governance#voting-eligibility': ['who can vote', 'do staked tokens count for votes', 'voting power'],
  '/governance#future-plans': ['delegation', 'what else will governance decide', 'dao treasury'],
  '/governance#benefits': ['why should I vote', 'what do I gain by voting'],

  // Tokenomics
  '/tokenomics#token-overview': [
    'total supply',
    'how many tokens will exist',
    'contract address of the token',
    'is sx the same as s',
    'gas in s or sx',
    'can more be minted',
  ],
  '/tokenomics#allocation-breakdown': [
    'who gets the tokens',
    'biggest share of the supply',
    'what each share is for',
    'marketing budget',
    'cex listing',
    'how much is set aside for each',
  ],
  '/tokenomics#vesting-and-unlocks': [
    'when can tokens be sold',
    'unlock schedule',
    'how much is circulating at launch',
  ],
  '/tokenomics#presale': ['how do I buy the token early', 'presale price', 'how much will the presale raise'],
  '/tokenomics#farm-and-staking-rewards': ['how much is paid out in rewards', 'emissions'],
  '/tokenomics#team': ['when can the team sell', 'are team tokens locked', 'team unlock by month'],
  '/tokenomics#airdrop-and-bounty': ['free tokens', 'giveaway', 'will there be an airdrop'],
  '/tokenomics#partner-funding': ['ecosystem fund', 'money set aside for partners'],
  '/tokenomics#deflationary-mechanisms': ['what burns tokens', 'does the supply go down', 'which fees get burned'],
  '/tokenomics#utility': ['what is the token used for', 'why hold it', 'use cases', 'the point of holding it'],
  '/tokenomics#benefits': ['will the price go up', 'is the token a good investment'],

  // Partnership
  '/partnership#partner-benefits': ['what does my project gain from partnering', 'grants to fund projects that build'],
  '/partnership#partnership-strategy': ['why work with other projects', 'listed on aggregators or portfolio trackers'],
  '/partnership#partnership-criteria': ['requirements to partner', 'who qualifies', 'what you look for in a project'],
  '/partnership#key-partnership': ['who are the partners', 'is it partnered with sonic'],
  '/partnership#how-to-become-a-partner': [
    'apply for a partnership',
    'collaborate or integrate my project',
    'pitch a business deal',
    'pay to get listed',
  ],

  // Community & Links
  '/community-links#ways-to-engage': ['where to chat with other users', 'telegram discord x twitter'],
  '/community-links#building-a-community': ['contribute to the project', 'who makes up the community'],
  '/community-links#benefits': ['why join the community', 'where are announcements posted'],
  '/community-links#key-resource-links': ['list of all guides', 'where to find docs'],
  '/community-links#official-links': [
    'official website and socials',
    'official telegram, discord or x address',
    'github',
    'real contract address',
    'official accounts',
  ],
  '/community-links#check-a-link-or-address': [
    'is this link real',
    'verify a handle or contract address',
    'is a link sent to me official',
  ],
  '/community-links#how-to-tell-the-real-site-from-a-copy': ['is this site fake', 'phishing site', 'scam website'],
  '/community-links#if-your-wallet-is-compromised': ['hacked wallet', 'funds stolen', 'drained'],
  '/community-links#the-team-never-messages-you-first': [
    'someone asked me to share my words',
    'did the team or an admin really dm me first',
    'fake support agent',
    'impersonator',
  ],

  // Bug Bounty
  '/bugbounty': ['is the bug bounty open yet', 'when does the bounty start'],
  '/bugbounty#the-report-lifecycle': [
    'what happens after I report a bug',
    'how long until a fix',
    'will I hear back if it is rejected',
  ],
  '/bugbounty#in-scope': ['what can I test', 'which contracts count'],
  '/bugbounty#out-of-scope': [
    'what does not count',
    'what is not covered',
    'wallet or website bugs',
    'a bug in a wallet extension, a phishing copy or a launchpad token',
  ],
  '/bugbounty#rules': [
    'can I disclose publicly',
    'post the bug on social media',
    'is testing on mainnet or a fork allowed',
    'talk about it before the fix',
    'attack the live contracts',
  ],
  '/bugbounty#how-to-participate': [
    'how do I submit a report',
    'do I need to register or kyc',
    'what a vulnerability report should contain',
  ],
  '/bugbounty#reward-structure': [
    'how much does a bug pay',
    'maximum payout per severity',
    'critical bug reward',
    'duplicate report reward',
    'who judges how serious a bug is',
  ],

  // Support
  '/support#support-channels': [
    'contact support',
    'email address',
    'live chat',
    'what to include in a ticket',
    'how fast do they reply',
  ],
  '/support#types-of-support': ['what can support help with', 'can support recover my wallet or funds'],
  '/support#common-issues-and-troubleshooting': ['an error message I do not understand', 'common problems and fixes'],
  '/support#user-guides-and-documentation': ['where is the documentation', 'list of guides'],
  '/support#wallet-not-connecting': ['wallet will not connect', 'connect button does nothing'],
  '/support#network-mismatch': ['wrong network', 'balance shows zero', 'my funds disappeared after connecting'],
  '/support#insufficient-funds': ['not enough gas', 'confirm button greyed out', 'have sx but no s'],
  '/support#transactions-failing-or-slow': [
    'transaction failed',
    'pending for a long time',
    'do I still pay gas if it fails',
  ],
  '/support#swap-not-going-through': ['swap fails', 'slippage too low', 'token with a transfer tax'],
  '/support#request-rejected': ['I cancelled in my wallet', 'closed the popup', 'declined by mistake, did it cost gas'],
  '/support#stuck-or-replaced-transaction': ['speed up or cancel a transaction', 'stuck pending'],
  '/support#feedback-and-suggestions': ['suggest a feature', 'report a typo in the docs'],

  // General Info
  '/general-info': ['whitepaper pdf', 'download the whitepaper', 'project overview'],
  '/general-info#the-core-exchange': ['what can I do on the exchange', 'main products'],
  '/general-info#further-products': ['upcoming features', 'what comes after launch'],
  '/general-info#sonicblockchain': [
    'why sonic',
    'why not ethereum',
    'how fast is the chain',
    'why build on this chain',
    'are gas fees cheap or expensive',
  ],
  '/general-info#network-details': ['gas token', 'which coin pays transaction costs'],
  '/general-info#stay-safe': ['security tips', 'how to avoid scams'],
  '/general-info#benefits': ['why use a dex', 'self custody advantages'],
  '/general-info#glossary': [
    'definitions of terms',
    'what does this word mean',
    'loss compared with just holding',
    'receipt for my pool deposit',
    'got a worse price than quoted',
    'how far my order moves the price',
  ],

  // Terms of Use
  '/terms-of-use#introduction': ['who runs the exchange', 'company behind it', 'does reading this site bind me'],
  '/terms-of-use#acceptance-of-terms': ['do I agree to the terms by using it', 'using it for my company'],
  '/terms-of-use#use-of-services': ['can they pause or shut down the app', 'what to check before signing'],
  '/terms-of-use#transaction-fees': ['who gets the gas', 'token tax on transfers', 'can the fee change after I sign'],
  '/terms-of-use#account-creation-and-access': ['do I need an account', 'sign up', 'kyc', 'use it without a wallet'],
  '/terms-of-use#eligibility': [
    'minimum age',
    'restricted countries',
    'sanctions',
    'do I owe taxes',
    'tax on my trades and earnings is mine to handle',
  ],
  '/terms-of-use#no-refunds': ['can I get my money back', 'refund a fee', 'reverse a transaction'],
  '/terms-of-use#risk-disclosures': ['can I lose money', 'risks'],
  '/terms-of-use#intellectual-property': ['can I use the logo', 'copyright'],
  '/terms-of-use#user-responsibilities': [
    'prohibited or forbidden uses',
    'banned activities',
    'market manipulation',
    'what am I not allowed to do',
  ],
  '/terms-of-use#amendments': ['will the terms change', 'how will I hear about new terms'],
  '/terms-of-use#governing-law-and-dispute-resolution': ['which court', 'jurisdiction', 'arbitration'],
  '/terms-of-use#disclaimers-and-limitation-of-liability': ['who pays if I lose funds to a bug', 'liability'],
  '/terms-of-use#contact': ['questions about the legal terms'],

  // Privacy Policy
  '/privacy-policy#introduction': ['who is responsible for my data', 'data controller', 'privacy summary'],
  '/privacy-policy#information-we-collect': ['what data is kept about me', 'which personal data'],
  '/privacy-policy#on-chain-data': ['what data do you see from my wallet', 'can you delete my transactions'],
  '/privacy-policy#non-personal-data': ['ip address logs', 'what is logged when I visit'],
  '/privacy-policy#how-we-use-your-information': ['why is my data processed', 'do you sell my data or advertise'],
  '/privacy-policy#public-blockchain': ['can others see my transactions', 'is my wallet anonymous'],
  '/privacy-policy#third-party-tools': ['does my wallet app see my data', 'who else sees my ip address'],
  '/privacy-policy#legal-compliance': ['do you share data with police', 'when is my data handed over'],
  '/privacy-policy#cookies': ['tracking', 'analytics'],
  '/privacy-policy#children-privacy': ['kids', 'under 18', 'my teen sent you data, delete it'],
  '/privacy-policy#your-rights': ['delete my data', 'gdpr request', 'see what you hold about me'],
  '/privacy-policy#security': ['is my data safe', 'data breach'],
  '/privacy-policy#changes-to-this-privacy-policy': ['will the privacy policy change', 'how will I know about updates'],
  '/privacy-policy#contact-us': ['privacy email', 'who do I contact about my data'],

  // FAQ
  '/faq#what-are-the-fees': ['all fees in one place', 'how much does everything cost'],
  '/faq#what-is-sx-exchange': ['what will I be able to do on it'],
  '/faq#how-do-i-connect-my-wallet': ['do I need to make an account', 'how do I log in'],
  '/faq#what-is-sx': ['what the coin is for and how many exist'],
  '/faq#how-do-i-trade': ['buy or sell a coin'],
  '/faq#what-are-validators': ['who secures the network'],
  '/faq#how-do-i-earn-rewards': ['passive income', 'earn yield', 'apy or apr', 'all the ways to make money here'],
  '/faq#what-is-buyback-and-burn': ['why does the supply shrink', 'token burn explained'],
  '/faq#what-is-on-the-roadmap': ['phases of the project', 'what is planned'],
  '/faq#how-does-the-presale-work': ['presale price and amount', 'when do presale buyers get their tokens'],
  '/faq#how-do-staking-and-farming-work': ['difference between staking and farming'],
  '/faq#will-there-be-nfts': ['nft plans', 'buy nfts with sx'],
  '/faq#how-do-i-get-support': ['can I reach support yet', 'help', 'where to start when something goes wrong'],

  // Facts for Programs
  '/integrators': ['data for developers', 'read the facts instead of scraping'],
  '/integrators#the-facts-as-json': [
    'machine readable fees and chain data',
    'api for aggregators or wallets',
    'one file with every fee for apps to read',
  ],
  '/integrators#checking-a-copy': ['verify a download', 'checksum'],
  '/integrators#one-file-per-version': ['facts of an older version'],
  '/changes#follow-the-changes': ['rss feed', 'subscribe to updates'],
  '/changes': ['changelog', 'what is new', 'did the fees change'],
  '/changes#changes': ['release notes', 'old and new values'],
};
