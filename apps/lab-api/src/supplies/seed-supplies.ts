// The lab's supplies catalogue (docs/decisions/supplies.md): requisition and consent forms, buccal,
// saliva and blood kits, prenatal kits and the return mailer; one retired form (not shown) and one
// print-only form (shown, not shipped). Idempotent: existing items are left as they are.
import type { Insertable } from 'kysely';
import type { LabKysely } from '../db/create-database.js';
import { insertMissing } from '../db/insert-missing.js';
import type { SupplyItemTable } from './supply-schema.js';

const no = false;
const yes = true;

type Item = Insertable<SupplyItemTable>;
const item = (
  id: number,
  title: string,
  description: string,
  skus: [ccg: string | null, bio: string | null],
  image: string,
  flags: Partial<Omit<Item, 'id' | 'title' | 'description' | 'image_file'>> = {},
): Item => ({
  id,
  title,
  description,
  ccg_sku: skus[0],
  bio_sku: skus[1],
  image_file: image,
  is_requisition: no,
  is_consent: no,
  display_on_ui: yes,
  is_prenatal: no,
  is_postnatal: no,
  is_shippable: yes,
  position: id,
  ...flags,
});

export const supplyCatalogue: readonly Item[] = [
  item(
    1,
    'Genetic testing requisition form',
    'Pad of 25 two-part requisition forms for postnatal and hereditary testing.',
    ['CCG-REQ-025', null],
    'requisition-form.svg',
    { is_requisition: yes, is_postnatal: yes },
  ),
  item(
    2,
    'Prenatal requisition form',
    'Pad of 25 requisition forms for prenatal diagnostic and cell-free DNA testing.',
    ['CCG-REQ-PN-025', null],
    'prenatal-requisition-form.svg',
    { is_requisition: yes, is_prenatal: yes },
  ),
  item(
    3,
    'Informed consent for genetic testing',
    'Pack of 25 patient consent forms (English and Spanish).',
    ['CCG-CON-025', null],
    'consent-form.svg',
    { is_consent: yes, is_postnatal: yes },
  ),
  item(
    4,
    'Prenatal informed consent',
    'Pack of 25 consent forms for prenatal and fetal testing.',
    ['CCG-CON-PN-025', null],
    'prenatal-consent-form.svg',
    { is_consent: yes, is_prenatal: yes },
  ),
  item(
    5,
    'Buccal swab collection kit',
    'Two sterile cheek swabs, transport tube, instructions and a prepaid return mailer.',
    ['CCG-KIT-BUC', 'BIO-4410'],
    'buccal-swab-kit.svg',
    { is_postnatal: yes },
  ),
  item(
    6,
    'Saliva collection kit',
    'Saliva tube with stabilising buffer (2 mL), instructions and a prepaid return mailer.',
    ['CCG-KIT-SAL', 'BIO-4420'],
    'saliva-kit.svg',
    { is_postnatal: yes },
  ),
  item(
    7,
    'Blood collection kit',
    'Two 4 mL lavender-top EDTA tubes, absorbent sleeve, cold pack and return mailer.',
    ['CCG-KIT-BLD', 'BIO-4430'],
    'blood-kit.svg',
    { is_postnatal: yes },
  ),
  item(
    8,
    'Prenatal CVS and amniotic fluid kit',
    'Sterile conical tubes for chorionic villi or amniotic fluid, with maternal blood tube.',
    ['CCG-KIT-PN-CVS', 'BIO-5410'],
    'prenatal-cvs-kit.svg',
    { is_prenatal: yes },
  ),
  item(
    9,
    'Prenatal cell-free DNA kit',
    'Two 10 mL cell-free DNA blood collection tubes and an ambient return mailer.',
    ['CCG-KIT-PN-CFD', 'BIO-5420'],
    'prenatal-cfdna-kit.svg',
    { is_prenatal: yes },
  ),
  item(
    10,
    'Specimen return mailer',
    'UN3373 Category B mailer with a prepaid overnight label, for specimens collected on site.',
    ['CCG-MLR-UN3373', null],
    'specimen-mailer.svg',
    { is_prenatal: yes, is_postnatal: yes },
  ),
  item(
    11,
    'Requisition form (2019 edition)',
    'Retired: replaced by the current genetic testing requisition form.',
    ['CCG-REQ-2019', null],
    'requisition-form.svg',
    { is_requisition: yes, display_on_ui: no },
  ),
  item(
    12,
    'Requisition form to print',
    'The current requisition form as a PDF, printed at the practice: not shipped.',
    [null, null],
    'requisition-form.svg',
    { is_requisition: yes, is_postnatal: yes, is_shippable: no },
  ),
];

export async function seedSupplies(db: LabKysely): Promise<void> {
  await insertMissing(db, 'supply_item', supplyCatalogue, { key: ['id'] });
}
