/**
 * The form of a reader's question, and whether a passage of the docs has the
 * shape of its answer: "how much…?" wants an amount, "when…?" a time,
 * "how do I…?" the steps. Read from the question's wording and the passage's
 * content (digits, time words), never from particular queries or pages, so it
 * holds for text written after it. Pure functions, shared by the engine and
 * the tests.
 */

/** What a question asks for; null for a query that is not one of these forms. */
export type QuestionForm = 'amount' | 'count' | 'time' | 'steps' | null;

/** Words that name what something costs, pays or yields. */
const priceList =
  'how much|cost|costs|price|priced|fee|fees|pay|paid|charge|charged|charges|commission|percent|percentage|rate|apy|apr|yield|cheap|expensive';
const priceWords = new RegExp(`\\b(${priceList})\\b`, 'i');
/** Words that name money, rewards as well: a question with one asks for an amount. */
const moneyWords = new RegExp(`\\b(${priceList}|reward|rewards|payout|earn)\\b`, 'i');

/** Words that ask for a definition without naming the term; a money question with one asks what the thing is. */
export const definitionWords: ReadonlySet<string> = new Set([
  'define',
  'definition',
  'meaning',
  'mean',
  'means',
  'meant',
  'term',
]);

/** A question for a share ("what share of the fee…"): an amount, even after "which". */
const shareQuestion = /^\s*(what|which) (share|percent|percentage|portion|part|fraction)\b/i;

/** The form of a question (see QuestionForm); `question` says whether the query reads as one. */
export function questionForm(query: string, question: boolean): QuestionForm {
  const q = query.toLowerCase();
  if (/\bhow (many|much)\b/.test(q)) {
    return /\bhow many\b/.test(q) ? 'count' : 'amount';
  }
  if (/^\s*when\b|\bhow (long|soon)\b|\bwhat (time|date)\b/.test(q)) {
    return 'time';
  }
  if (/^\s*(how (do|can|should|would) (i|we|you)|how to|what do i do|steps? to)\b/.test(q)) {
    return 'steps';
  }
  // "What does it mean when fees buy back…" asks what a thing is, not what it costs.
  // A yes/no question about rewards ("are staking rewards newly minted") asks how they work, not a figure; one about
  // a fee, a price or a payment ("is there a fee to unstake") asks the amount.
  if (
    question &&
    (/^\s*(what|which)\b/.test(q) ? moneyWords : priceWords).test(q) &&
    /^\s*(what|which|is|are|do|does)\b/.test(q) &&
    !q.split(/[^\p{L}]+/u).some((w) => definitionWords.has(w))
  ) {
    return 'amount';
  }
  if (shareQuestion.test(q)) {
    return 'amount';
  }
  // A few words naming a fee or a cost ("launchpad buy and sell fee", "cost to make a memecoin") ask for the figure
  // too ("price" alone does not: "set a buy price and wait" is about limit orders).
  if (!question && /\b(fees?|costs?)\b/.test(q)) {
    return 'amount';
  }
  return null;
}

/**
 * The form a query ranks by: its question's form, or an amount when it types a figure as one ("$5", "2.5%", "100x"):
 * the section that states that amount, not one whose heading numbers a step ("Step 5"). No answer is quoted for it
 * unless the question asks one (`answerKind`).
 */
export function rankingForm(query: string, question: boolean): QuestionForm {
  // "100x" is a multiple; "0x" alone starts an address.
  return (
    questionForm(query, question) ??
    (/[$€£]\s?\p{N}|\p{N}\s?%|(?<!\p{N})(?!0x)\p{N}+\s?x\b/iu.test(query) ? 'amount' : null)
  );
}

const digits = /\p{N}/u;
const timeWords =
  /\b(seconds?|minutes?|hours?|days?|weeks?|months?|years?|phase|after|before|until|once|immediately|instantly|daily|weekly|monthly|yearly)\b/i;

/** A text without the numbers that label things ("Phase 4", "Step 2"): those are not figures. */
const withoutLabels = (text: string): string =>
  text.replace(/\b(phase|step|part|version|chapter|section)\s+\p{N}+/giu, ' ');

/**
 * Whether a passage can answer a question of this form: an amount or a count
 * needs a figure ("free", nothing to pay, or that it is not set yet, counts for an amount; "burns nothing" does
 * not), a time a figure or a time word,
 * steps a sentence that tells the reader what to do ("Open…", "Click…"). Other forms take any passage.
 */
export function fitsForm(text: string, form: QuestionForm): boolean {
  const passage = withoutLabels(text);
  switch (form) {
    case 'amount':
      return (
        digits.test(passage) ||
        /\b(free|no fees?|(costs?|pays?|charges?) nothing|nothing to pay|not (set|decided|fixed)( yet)?)\b/i.test(
          passage,
        )
      );
    case 'count':
      return digits.test(passage);
    case 'time':
      return digits.test(passage) || timeWords.test(passage);
    case 'steps':
      return stepShape.test(passage);
    default:
      return true;
  }
}

/**
 * Words a question is phrased with that say little about which section
 * answers it ("how do I *make* a proposal", "what do I *need*"), and the
 * chat around a long question: kept, but weighed like a weak word (and left
 * out when a long input is reduced to its rarest words).
 */
export const fillerWords: ReadonlySet<string> = new Set(
  (
    'need needs needed want wants make makes made happen happens happened work works go goes going ' +
    'use using used know tell find give take takes type mean means able possible still yet really actually exactly ' +
    'not thing things way ways someone something anything everything anyone somewhere people guy long soon ok okay ' +
    'already now today later ever currently exist exists there kind sort best good great better nice cool top near nearby until open ' +
    // A chatty reader's greetings, apologies and story ("hi, sorry if dumb question, a friend told me…").
    'hi hello hey thanks thank sorry basically totally pretty honestly guys friend told dumb stupid explain simple yesterday like even ' +
    'because besides supposed myself'
  ).split(' '),
);

/**
 * What a direct answer must be, read from the question's wording: a figure
 * for "how much/how many", a time or phase for "when", a length of time for "how long", a step for
 * "how do I", the term's definition for "what is X", a statement for a
 * yes/no question ("can I…", "does it…"), an address for "where/who do I
 * contact". Null: no direct answer (other questions, keywords, pasted text).
 */
export type AnswerKind = Exclude<QuestionForm, null> | 'duration' | 'definition' | 'yesno' | 'contact';

/** A question in lower case, with one kind of apostrophe and no closing punctuation. */
const foldedQuestion = (query: string): string =>
  query
    .toLowerCase()
    .replace(/[’']/g, "'")
    .replace(/[?!.\s]+$/, '')
    .trim();

/** The term a "what is X" / "what does X mean" question asks to define (folded words), or null. */
export function definedTerm(query: string): string | null {
  const q = foldedQuestion(query);
  const m =
    /^(?:what|wat)(?: is|'s| are) (?:an? |the )?(.{2,40})$/.exec(q) ??
    /^what does (?:an? |the )?(.{2,40}) mean$/.exec(q);
  // A definition is of a term: a few words, not a clause ("what is the fee for a swap").
  return m && m[1]!.split(/\s+/).length <= 3 && !/\b(for|of|to|in|on|if|when|my|i|you)\b/.test(m[1]!) ? m[1]! : null;
}

/** Words that end a term's name and start what the reader adds about it ("in my wallet", "and why…", "for me"). */
const contextStart =
  /[,;:(]|\s(?:in|on|for|and|or|but|when|if|my|i|you|mean|means|exactly|actually|really|here|now|again|as|to|with|so|because|why|how|that|which)\b/;

/**
 * The term a "what is X …" / "what does X mean …" question names before the context the reader adds ("what is a
 * nonce in my wallet", "what's a nonce, my wallet keeps mentioning it", "what does impermanent loss mean for me"):
 * its first one to three words, or null. The engine takes it as a definition question only when those words are a
 * term the docs define.
 */
export function termBeforeContext(query: string): string | null {
  const q = foldedQuestion(query);
  const m =
    /^(?:what|wat)(?: is|'s| are) (?:an? |the )?(.{2,80})$/.exec(q) ?? /^what does (?:an? |the )?(.{2,80})$/.exec(q);
  if (!m) {
    return null;
  }
  const cut = contextStart.exec(m[1]!);
  const term = (cut ? m[1]!.slice(0, cut.index) : m[1]!).trim();
  return term && term.split(/\s+/).length <= 3 ? term : null;
}

/**
 * A question that asks which currency or token something is in ("what coin are rewards paid in", "are rewards
 * paid in SX or in stablecoins?"): the docs' figures are amounts, not its answer.
 */
const asksCurrency =
  /\b(pa(y|id|ys)|priced|denominated|settled) in\b|\b(what|which) (kind of )?(coins?|tokens?|currenc(y|ies)|assets?|stablecoins?)\b/i;

/** Words that start a yes/no question. */
const yesNoStart = /(^|[,;:]\s*)(can|could|do|does|did|is|are|was|were|will|would|should|has|have|am)\b/;

/**
 * The clause of a yes/no question that asks it, without what the reader tells first or asks next ("i sent to
 * the wrong address, *can you reverse the transaction*?"), or null when the query is not one.
 */
export function yesNoClause(query: string): string | null {
  const q = query.toLowerCase();
  const m = yesNoStart.exec(q);
  if (!m) {
    return null;
  }
  const rest = q.slice(m.index + m[1]!.length);
  // Up to the next clause: a comma, semicolon or colon, or "or"/"and" followed by another question.
  const end = /[,;:?]|\s(or|and)\s+(?=(can|could|do|does|did|is|are|was|were|will|would|should|has|have|am)\b)/.exec(
    rest,
  );
  return rest.slice(0, end ? end.index : undefined).trim();
}

export function answerKind(query: string, question: boolean): AnswerKind | null {
  if (asksCurrency.test(query)) {
    return null;
  }
  const form = questionForm(query, question);
  if (form === 'time' && /\bhow (long|soon)\b/i.test(query)) {
    return 'duration'; // "how long is a vote open": a length of time, not an event
  }
  // "Which fees burn SX?" asks which ones, not how much: a figure is no answer (ranking still looks for the amounts).
  if (form === 'amount' && /^\s*which\b/i.test(query) && !shareQuestion.test(query)) {
    return null;
  }
  if (form) {
    return form;
  }
  const q = query.toLowerCase().trim();
  if (!question) {
    // A few words naming a price ("token price", "commission on a swap") ask for an amount; a fee or a cost is
    // one already (questionForm).
    return /\b(price|charges?|commission|payout)\b/.test(q) ? 'amount' : null;
  }
  if (definedTerm(q)) {
    return 'definition';
  }
  if (/^(where|who)\b/.test(q) || /\b(contact|e-?mail|write to|talk to|reach)\b/.test(q)) {
    return 'contact';
  }
  // A yes/no question, also after what the reader tells first ("my swap failed, do I still pay?").
  if (yesNoStart.test(q)) {
    return 'yesno';
  }
  return null;
}

/** A figure that is an amount: a percentage, a price, a quantity of a token, or "free". */
const amountShape =
  /\p{N}[\p{N},.]*\s?(%|x\b|×|[km]\b|million|billion)|[$€£]\s?\p{N}|\p{N}[\p{N},.]*\s+\$?(sx|s|usd|dollars?|tokens?)\b|\bfree\b|\bno (fee|charge|cost)s?\b/iu;
/** A count: a number of something ("1,000 $SX", "3 votes", "40M"), not a bare number in a table. */
const countShape = /\p{N}[\p{N},.]*\s?([km]\b|million|billion)|\p{N}[\p{N},.]*\s+\$?\p{L}/iu;
/** Words that count tokens: any token amount counts them ("how many SX", "how many coins"). */
const tokenNoun = /^\$?(sx|s|tokens?|coins?)$/;

/**
 * What a "how many X" question counts (X, folded), or null: "how many people are on the team" counts people,
 * which a token amount ("80,000,000 $SX") does not answer.
 */
export function countedNoun(query: string): string | null {
  const noun = /\bhow many (?:more |of (?:the |my |your )?)?(\$?\p{L}+)/iu.exec(query)?.[1]?.toLowerCase();
  return noun && !tokenNoun.test(noun) ? noun : null;
}

/** Whether a passage counts `noun` ("4 phases", "thousands of transactions"): a number, then the noun or its singular. */
function counts(passage: string, noun: string): boolean {
  const singular = noun.replace(/^\$/, '').replace(/(?<=[^s])s$/, '');
  const number = String.raw`(\p{N}[\p{N},.]*\s?([km]\b|million|billion)?|(dozens|hundreds|thousands|millions) of)`;
  return new RegExp(String.raw`${number}\s+(\p{L}+\s+)?${singular}`, 'iu').test(passage);
}
/** A time: a duration or date, a phase, or an event it is tied to ("after the presale ends", "at launch"). "At once" is
 * how a thing works ("trades at once"), not when it happens. */
const timeShape =
  /\p{N}[\p{N},.]*\s*(seconds?|minutes?|hours?|days?|weeks?|months?|years?)\b|\b(phase \p{N}|after|before|until|(?<!\bat )once|at (the )?(mainnet )?launch|immediately|instantly|daily|weekly|monthly|not (set|decided|scheduled) yet)\b/iu;
/** The event a time is tied to ("once the bounty opens", "after the presale ends"): the word and the three after it. */
export const eventClause = /\b(?:after|before|until|(?<!\bat )once)\b(?:[^\p{L}\p{N},.;:!?]+[\p{L}\p{N}$'’]+){0,3}/giu;
/** A duration: a length of time, "immediately", or that it is not set yet. */
const durationShape =
  /\p{N}[\p{N},.]*\s*(seconds?|minutes?|hours?|days?|weeks?|months?|years?)\b|\b(immediately|instantly|not (set|decided|scheduled) yet)\b/iu;
/** A sentence that tells the reader what to do ("Click Unstake.", "Open Farms, pick…"). */
const stepShape =
  /(^|[.!?:]\s+)(open|click|tap|press|enter|choose|pick|select|connect|confirm|approve|add|go|use|check|set|copy|install|write|send|visit|look|refresh|raise|wait|switch|reset|start|follow|find|sign|type|paste|review|disconnect|lock|keep|store|back up|deposit|stake|unstake|harvest|withdraw|swap|buy|sell|create|submit|vote|report|join|read|contact)\b/i;
/** An e-mail address or a pointer to where to write. */
const contactShape = /\S@\S|\b(e-?mail|write to|send (it|them|a report) to|report it)\b/i;

/**
 * Whether a passage has the shape of an answer of this kind. `term` is the
 * defined term (definition) as folded words; a definition passage starts with
 * it or says "term is/are/means". For a count, `term` is what is counted
 * (countedNoun), when not tokens: the passage counts it.
 */
export function answersKind(passage: string, kind: AnswerKind, term: string | null = null): boolean {
  switch (kind) {
    case 'amount':
      return amountShape.test(withoutLabels(passage));
    case 'count': {
      const figures = withoutLabels(passage);
      // `term`: what the question counts (countedNoun), when it is not tokens.
      return term ? counts(figures, term) : countShape.test(figures);
    }
    case 'time':
      return timeShape.test(passage);
    case 'duration':
      return durationShape.test(passage);
    case 'steps':
      return stepShape.test(passage);
    case 'contact':
      return contactShape.test(passage);
    case 'definition': {
      // "term A contract that…" (a glossary entry) or "A term is…": the term first, then what it is.
      const head = /^(an? |the )/i.exec(passage)?.[0].length ?? 0;
      const rest = passage.slice(head);
      if (!term || !rest.toLowerCase().replace(/[’']/g, "'").startsWith(term)) {
        return false;
      }
      return /^s?( (is|are|means|refers to)\b|\s*[:—–]| \p{Lu})/u.test(rest.slice(term.length));
    }
    default:
      return true;
  }
}
