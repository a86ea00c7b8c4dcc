import { FamilyMembers } from '../FamilyMembers.tsx';
import { familyMemberProblems } from '../familyMembers.ts';
import { useOrderDraftContext } from '../orderDraftContext.ts';
import { todayIso } from '../../format/todayIso.ts';
import { familyProblemsOf } from '../orderFormErrors.ts';

/**
 * The relatives of the order's trio and duo tests: what is typed is checked as it is typed, and
 * the submission's and the server's problems stay until the relatives change.
 */
export function FamilySection() {
  const { values, errors, change, familyTests } = useOrderDraftContext();
  return (
    <FamilyMembers
      tests={familyTests}
      members={values.familyMembers}
      problems={{
        ...familyMemberProblems(values.familyMembers, familyTests, {
          complete: false,
          today: todayIso(),
        }),
        ...familyProblemsOf(errors, values.familyMembers),
      }}
      onChange={(familyMembers) => change({ familyMembers })}
    />
  );
}
