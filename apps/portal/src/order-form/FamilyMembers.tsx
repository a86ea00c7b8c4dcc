import type { ChangeEvent } from 'react';
import { Button, DateInput, RadioGroup, Select, TextField, FormSection, Card } from '@loci/ui';
import { SymptomStates } from '@loci/domain';
import * as styles from '../shell/page.css.ts';
import {
  affectedStatusLabels,
  familyMemberLimit,
  newFamilyMember,
  type FamilyMemberProblems,
  type FamilyMemberValues,
  type FamilyTest,
} from './familyMembers.ts';
import { textOptions } from '../forms/selectOptions.ts';

export interface FamilyMembersProps {
  tests: readonly FamilyTest[];
  members: readonly FamilyMemberValues[];
  problems: FamilyMemberProblems;
  onChange: (members: FamilyMemberValues[]) => void;
}

let nextRowKey = 0;
const rowKey = () => `member-${Date.now().toString(36)}-${(nextRowKey += 1)}`;

/** Relatives tested with the order's trio and duo tests, within each test's allowed relatives. */
export function FamilyMembers({ tests, members, problems, onChange }: FamilyMembersProps) {
  if (tests.length === 0) return null;
  const update = (key: string, patch: Partial<FamilyMemberValues>) =>
    onChange(members.map((member) => (member.key === key ? { ...member, ...patch } : member)));
  // A member's name field: its text, its problem and its change.
  const nameField = (member: FamilyMemberValues, name: 'firstName' | 'lastName') => ({
    value: member[name],
    error: problems[`${member.key}.${name}`],
    onChange: (event: ChangeEvent<HTMLInputElement>) =>
      update(member.key, { [name]: event.target.value }),
  });

  return (
    <>
      {tests.map((test) => {
        const own = members.filter((member) => member.testCode === test.code);
        const limit = familyMemberLimit(test);
        return (
          <FormSection
            key={test.code}
            className={styles.wide}
            legend={
              <>
                Family members tested with {test.code} ({test.isTrio ? 'trio' : 'duo'}: up to{' '}
                {limit})
              </>
            }
          >
            {own.length === 0 ? <p>No family member added yet.</p> : null}
            {own.map((member, index) => {
              const name = `Family member ${index + 1} of ${test.code}`;
              return (
                <Card as="div" padding="md" key={member.key} role="group" aria-label={name}>
                  <Select
                    label="Relationship to the patient"
                    required
                    placeholder="Choose the relationship"
                    options={textOptions(test.allowedRelatives)}
                    value={member.relation}
                    error={problems[`${member.key}.relation`]}
                    onChange={(event) => update(member.key, { relation: event.target.value })}
                  />
                  <TextField label="First name" required {...nameField(member, 'firstName')} />
                  <TextField label="Last name" required {...nameField(member, 'lastName')} />
                  <DateInput
                    label="Date of birth"
                    required
                    value={member.birthDate}
                    error={problems[`${member.key}.birthDate`]}
                    onValueChange={(value) => {
                      if (value !== member.birthDate) update(member.key, { birthDate: value });
                    }}
                  />
                  <RadioGroup
                    label="Affected status"
                    options={SymptomStates.map((state) => ({
                      value: state,
                      label: affectedStatusLabels[state],
                    }))}
                    value={member.affectedStatus}
                    onValueChange={(value) =>
                      update(member.key, {
                        affectedStatus: SymptomStates.find((state) => state === value) ?? 'Unknown',
                      })
                    }
                  />
                  <Button
                    variant="secondary"
                    aria-label={`Remove ${name}`}
                    onClick={() => onChange(members.filter((other) => other.key !== member.key))}
                  >
                    Remove
                  </Button>
                </Card>
              );
            })}
            {own.length < limit ? (
              <Button
                variant="secondary"
                onClick={() => onChange([...members, newFamilyMember(test.code, rowKey())])}
              >
                Add a family member for {test.code}
              </Button>
            ) : null}
          </FormSection>
        );
      })}
    </>
  );
}
