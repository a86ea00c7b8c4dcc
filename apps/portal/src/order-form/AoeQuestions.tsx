import {
  Banner,
  Checkbox,
  DateInput,
  FormSection,
  NumericInput,
  RadioGroup,
  Select,
  TextField,
} from '@loci/ui';
import type { AoeForm, AoeQuestion } from '@loci/contract';
import { shownQuestions, type AoeAnswer, type AoeAnswers } from './aoeAnswers.ts';

interface QuestionProps {
  question: AoeQuestion;
  depth: number;
  answer: AoeAnswer | undefined;
  error: string | undefined;
  onAnswer: (id: string, answer: AoeAnswer) => void;
}

function Question({ question, depth, answer, error, onAnswer }: QuestionProps) {
  const text = typeof answer === 'string' ? answer : '';
  const common = { label: question.label, required: question.required, error };
  const control = (() => {
    switch (question.type) {
      case 'checkbox':
        return (
          <Checkbox
            label={question.label}
            error={error}
            checked={answer === true}
            onChange={(event) => onAnswer(question.id, event.target.checked)}
          />
        );
      case 'radio':
        return (
          <RadioGroup
            {...common}
            options={question.options}
            value={text}
            onValueChange={(value) => onAnswer(question.id, value)}
          />
        );
      case 'select':
        return (
          <Select
            {...common}
            placeholder="Choose an answer"
            options={question.options}
            value={text}
            onChange={(event) => onAnswer(question.id, event.target.value)}
          />
        );
      case 'date':
        return (
          <DateInput
            {...common}
            value={text}
            onValueChange={(value) => onAnswer(question.id, value)}
          />
        );
      case 'number':
        // The spec's numeric input: only 0-9, dot, minus and E are kept as typed or pasted.
        return (
          <NumericInput
            {...common}
            value={text}
            onChange={(event) => onAnswer(question.id, event.target.value)}
          />
        );
      case 'text':
        return (
          <TextField
            {...common}
            value={text}
            onChange={(event) => onAnswer(question.id, event.target.value)}
          />
        );
      default:
        return question.type satisfies never;
    }
  })();
  return <div style={{ marginInlineStart: `${depth * 1.5}rem` }}>{control}</div>;
}

export interface AoeQuestionsProps {
  forms: readonly AoeForm[];
  answers: AoeAnswers;
  problems: Record<string, string>;
  onAnswer: (id: string, answer: AoeAnswer) => void;
}

/** The AOE questions of the ordered tests: IC sections, then CI sections, children under parents. */
export function AoeQuestions({ forms, answers, problems, onAnswer }: AoeQuestionsProps) {
  if (forms.length === 0) return <p>The tests in this order ask no questions.</p>;
  return (
    <>
      {Object.keys(problems).length > 0 ? (
        <Banner severity="error">Please answer the required questions.</Banner>
      ) : null}
      {(['IC', 'CI'] as const).flatMap((code) =>
        forms.flatMap((form) =>
          form.sections
            .filter((section) => section.code === code)
            .map((section) => (
              <FormSection
                key={`${form.testCode}-${section.code}`}
                legend={
                  <>
                    {form.testCode}: {section.name}
                  </>
                }
              >
                {section.groups.map((group) => (
                  <div key={group.id} role="group" aria-label={group.name}>
                    {shownQuestions(group.questions, answers).map(({ question, depth }) => (
                      <Question
                        key={question.id}
                        question={question}
                        depth={depth}
                        answer={answers[question.id]}
                        error={problems[question.id]}
                        onAnswer={onAnswer}
                      />
                    ))}
                  </div>
                ))}
              </FormSection>
            )),
        ),
      )}
    </>
  );
}
