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

/** Words that name money: a question with one asks for an amount. */
const moneyWords =
  /\b(how much|cost|costs|price|priced|fee|fees|pay|paid|charge|charged|charges|commission|percent|percentage|rate|cheap|expensive|reward|rewards|payout|earn)\b/i;

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
  if (question && moneyWords.test(q) && /^\s*(what|which|is|are|do|does)\b/.test(q)) {
    return 'amount';
  }
  return null;
}

const digits = /\p{N}/u;
const timeWords =
  /\b(seconds?|minutes?|hours?|days?|weeks?|months?|years?|phase|after|before|until|once|immediately|instantly|daily|weekly|monthly|yearly)\b/i;

/**
 * Whether a passage can answer a question of this form: an amount or a count
 * needs a figure ("free" counts for an amount), a time a figure or a time word.
 * Steps and other forms take any passage.
 */
export function fitsForm(text: string, form: QuestionForm): boolean {
  // Numbers that label things ("Phase 4", "Step 2") are not figures.
  const passage = text.replace(/\b(phase|step|part|version|chapter|section)\s+\p{N}+/giu, ' ');
  switch (form) {
    case 'amount':
      return digits.test(passage) || /\b(free|no fees?|nothing)\b/i.test(passage);
    case 'count':
      return digits.test(passage);
    case 'time':
      return digits.test(passage) || timeWords.test(passage);
    default:
      return true;
  }
}

/**
 * Words a question is phrased with that say little about which section
 * answers it ("how do I *make* a proposal", "what do I *need*"): kept, but
 * weighed like a weak word.
 */
export const fillerWords: ReadonlySet<string> = new Set(
  (
    'need needs needed want wants make makes made happen happens happened work works go goes going ' +
    'use using used know tell find give take takes mean means able possible still yet really actually exactly ' +
    'thing things way ways someone something anything everything anyone people long soon ok okay ' +
    'already now today later ever currently exist exists there kind sort best good great better nice cool top near nearby until'
  ).split(' '),
);
