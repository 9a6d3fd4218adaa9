export { scoreAnswer, type VotedAnswer } from './score.ts';
export { majorityVote, pluralityVote } from './vote.ts';
export { binomial, expectedVoteAccuracy, voteBudgetCurve, type VoteBudgetCurve, type VoteItem } from './budget.ts';
