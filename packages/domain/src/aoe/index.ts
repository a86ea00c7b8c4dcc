export {
  aoeAnswerMessages,
  askedAoeQuestions,
  isAoeAnswered,
  unansweredRequiredAoeQuestions,
  type AoeQuestionFacts,
  type AoeSectionFacts,
  type UnansweredAoeQuestion,
} from './aoeAnswers.js';
export {
  AoeQuestionInputs,
  AoeQuestionTypes,
  aoeAnswerProblem,
  misshapenAoeAnswers,
  type AoeAnswerShapeFacts,
  type AoeQuestionType,
  type MisshapenAoeAnswer,
} from './aoeAnswerShapes.js';
