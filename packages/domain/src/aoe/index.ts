export {
  aoeAnswerMessages,
  askedAoeQuestions,
  isAoeAnswered,
  unansweredRequiredAoeQuestions,
  type AoeQuestionFacts,
  type AoeSectionFacts,
  type UnansweredAoeQuestion,
} from './aoeAnswers.js';
