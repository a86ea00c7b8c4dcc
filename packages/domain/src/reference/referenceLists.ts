/**
 * The reference lists the server serves from `GET /references/reference/all` (document 3
 * section 3). The spec names the lists but not their contents; the contents below are designed
 * in docs/decisions/reference-lists.md.
 */
import { AcceptedUploadTypes } from './documents.js';
import { OrderStatusLabels } from './orderStatus.js';
import { ContactTypes, Genders } from './patient.js';
import { RelationsToPatient } from './insurance.js';
import { ReferenceListNames, type ReferenceListName } from './referenceListNames.js';

export { ReferenceListNames, type ReferenceListName };

/** One entry of a reference list. */
export interface ReferenceItem {
  readonly code: string;
  readonly description: string;
  readonly isDefault: boolean;
}

/** Every reference list, keyed by name: the shape of the reference/all answer. */
export type ReferenceListSet = Readonly<Record<ReferenceListName, readonly ReferenceItem[]>>;

type Entry = readonly [code: string, description: string];

/** Builds a list; the item whose code is `defaultCode` (if any) is the default. */
function list(entries: readonly Entry[], defaultCode?: string): readonly ReferenceItem[] {
  return entries.map(([code, description]) => ({
    code,
    description,
    isDefault: code === defaultCode,
  }));
}

const pascalCase = (label: string): string =>
  label
    .split(' ')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join('');

const FileTypeDescriptions: Readonly<Record<(typeof AcceptedUploadTypes)[number], string>> = {
  gif: 'GIF image',
  jpeg: 'JPEG image',
  jpg: 'JPEG image',
  pdf: 'PDF document',
  png: 'PNG image',
  tiff: 'TIFF image',
  xls: 'Excel workbook (xls)',
  xlsx: 'Excel workbook (xlsx)',
};

export const ReferenceLists: ReferenceListSet = {
  orderStatus: list(
    OrderStatusLabels.map((label) => [pascalCase(label), label] as const),
    'Draft',
  ),
  billTypes: list(
    [
      ['I', 'Insurance'],
      ['C', 'Institutional'],
      ['P', 'Patient Pay'],
      ['BP', 'BioPharma Sponsored'],
      ['NC', 'No Charge'],
      ['PU', 'Uninsured (partnership program)'],
    ],
    'I',
  ),
  employmentStatus: list([
    ['FT', 'Employed full time'],
    ['PT', 'Employed part time'],
    ['SE', 'Self-employed'],
    ['UE', 'Unemployed'],
    ['RT', 'Retired'],
    ['ST', 'Student'],
    ['UN', 'Unknown'],
  ]),
  fastings: list(
    [
      ['Y', 'Fasting'],
      ['N', 'Not fasting'],
      ['U', 'Unknown'],
    ],
    'U',
  ),
  genders: list(Genders.map(({ code, description }) => [code, description] as const)),
  languages: list(
    [
      ['eng', 'English'],
      ['spa', 'Spanish'],
      ['zho', 'Chinese'],
      ['vie', 'Vietnamese'],
      ['tgl', 'Tagalog'],
      ['ara', 'Arabic'],
      ['kor', 'Korean'],
      ['rus', 'Russian'],
      ['fra', 'French'],
      ['hat', 'Haitian Creole'],
      ['por', 'Portuguese'],
      ['oth', 'Other'],
    ],
    'eng',
  ),
  maritalStatus: list([
    ['S', 'Single'],
    ['M', 'Married'],
    ['P', 'Domestic partner'],
    ['L', 'Legally separated'],
    ['D', 'Divorced'],
    ['W', 'Widowed'],
    ['U', 'Unknown'],
  ]),
  patientStatus: list(
    [
      ['O', 'Outpatient'],
      ['I', 'Inpatient'],
      ['D', 'Discharged inpatient'],
      ['N', 'Non-hospital patient'],
    ],
    'O',
  ),
  patientEthnics: list([
    ['2135-2', 'Hispanic or Latino'],
    ['2186-5', 'Not Hispanic or Latino'],
    ['UNK', 'Unknown'],
    ['ASKU', 'Declined to answer'],
  ]),
  patientRaces: list([
    ['1002-5', 'American Indian or Alaska Native'],
    ['2028-9', 'Asian'],
    ['2054-5', 'Black or African American'],
    ['2076-8', 'Native Hawaiian or Other Pacific Islander'],
    ['2106-3', 'White'],
    ['2131-1', 'Other race'],
    ['UNK', 'Unknown'],
    ['ASKU', 'Declined to answer'],
  ]),
  phoneTypes: list(
    ContactTypes.filter(({ code }) => code !== 'E').map(
      ({ code, description }) => [code, description] as const,
    ),
    'C',
  ),
  priorities: list(
    [
      ['R', 'Routine'],
      ['U', 'Urgent'],
      ['S', 'STAT'],
    ],
    'R',
  ),
  relations: list(
    RelationsToPatient.map(({ code, description }) => [code, description] as const),
    'PT',
  ),
  copytoSendTypes: list(
    [
      ['E', 'Email'],
      ['F', 'Fax'],
      ['P', 'Portal'],
      ['M', 'Mail'],
    ],
    'E',
  ),
  documentCategories: list([
    ['PAY', 'Payment'],
    ['INS', 'Insurance Card'],
    ['INS2', 'Insurance Card Secondary'],
    ['CLIN', 'Clinical Notes'],
    ['FH', 'Family History'],
    ['PAYOR', 'Payor Form'],
    ['GCN', 'GC Notes'],
    ['PED', 'Pedigree'],
  ]),
  fileTypes: list(
    AcceptedUploadTypes.map((type) => [type, FileTypeDescriptions[type]] as const),
    'pdf',
  ),
  orderTypes: list(
    [
      ['STD', 'Standard order'],
      ['ADD', 'Add-on order'],
      ['KIT', 'Kit order'],
      ['OFF', 'Offline requisition'],
    ],
    'STD',
  ),
  contactNotificationType: list(
    [
      ['1', 'Email'],
      ['2', 'Portal'],
      ['3', 'Email and portal'],
    ],
    '1',
  ),
  contactType: list(ContactTypes.map(({ code, description }) => [code, description] as const)),
  userType: list([
    ['OP', 'Ordering provider'],
    ['GC', 'Genetic counselor'],
    ['NP', 'Nurse practitioner'],
    ['PA', 'Physician assistant'],
    ['ST', 'Office staff'],
    ['OT', 'Other'],
  ]),
  resultStatus: list([
    ['P', 'Preliminary'],
    ['F', 'Final'],
    ['C', 'Corrected'],
    ['A', 'Amended'],
    ['X', 'Cancelled'],
  ]),
  transmissionProtocols: list(
    [
      ['1', 'Email'],
      ['2', 'Fax'],
    ],
    '1',
  ),
  requisitionPatientEthnicities: list([
    ['AFR', 'African American/Black'],
    ['ASH', 'Ashkenazi Jewish'],
    ['ASN', 'Asian'],
    ['CAU', 'Caucasian/White (non-Hispanic)'],
    ['FCA', 'French Canadian'],
    ['HIS', 'Hispanic/Latino'],
    ['MED', 'Mediterranean'],
    ['MEA', 'Middle Eastern'],
    ['NAM', 'Native American'],
    ['PAC', 'Pacific Islander'],
    ['SEF', 'Sephardic Jewish'],
    ['OTH', 'Other'],
    ['UNK', 'Unknown'],
  ]),
};

/** The default item of a list; `undefined` when the list has none. */
export function defaultReferenceItem(items: readonly ReferenceItem[]): ReferenceItem | undefined {
  return items.find((item) => item.isDefault);
}

/** The description of a code in a list; `undefined` when the code is not in it. */
export function referenceDescription(
  items: readonly ReferenceItem[],
  code: string,
): string | undefined {
  return items.find((item) => item.code === code)?.description;
}

/** Whether a string names a reference list. */
export function isReferenceListName(value: string): value is ReferenceListName {
  return (ReferenceListNames as readonly string[]).includes(value);
}
