// The demo payer list: realistic plan names of national and regional payers, Medicare and
// Medicaid programmes. Codes are the lab's own; beacon codes are set where the plan's prior
// authorization runs through the benefits manager.
import type { Insertable } from 'kysely';
import type { LabKysely } from '../db/create-database.js';
import type { InsurancePlanTable } from './insurance-schema.js';

type Plan = Omit<Insertable<InsurancePlanTable>, 'payment_types'> & { payment_types?: string[] };

function plan(
  plan_code: string,
  plan_name: string,
  category: string,
  insurance_plan_company: string,
  options: Partial<Plan> = {},
): Plan {
  return {
    plan_code,
    plan_name,
    category,
    insurance_plan_company,
    bi_enabled: true,
    can_perform_federal_insurance_bi: true,
    network: 'IN',
    beacon_plan_code: null,
    is_xifin: true,
    dpl_enabled: false,
    ...options,
  };
}

const medicare = { payment_types: ['MCR'] };
const medicaid = { payment_types: ['MCD'] };

export const demoInsurancePlans: Plan[] = [
  plan('UHC001', 'UnitedHealthcare Choice Plus', 'UHC', 'UnitedHealthcare', {
    beacon_plan_code: 'BCN-UHC-01',
  }),
  plan('UHC002', 'UnitedHealthcare Navigate HMO', 'UHC', 'UnitedHealthcare', {
    beacon_plan_code: 'BCN-UHC-02',
  }),
  plan('UHC003', 'UnitedHealthcare Options PPO', 'UHC', 'UnitedHealthcare', {
    beacon_plan_code: 'BCN-UHC-03',
  }),
  plan('UHC004', 'UnitedHealthcare Community Plan', 'MAMC', 'UnitedHealthcare', medicaid),
  plan(
    'UHC005',
    'AARP Medicare Advantage from UnitedHealthcare',
    'MCR',
    'UnitedHealthcare',
    medicare,
  ),
  plan('ANT001', 'Anthem Blue Cross PPO', 'ANTH', 'Anthem', { beacon_plan_code: 'BCN-ANT-01' }),
  plan('ANT002', 'Anthem Blue Cross Blue Shield HMO', 'ANTH', 'Anthem', {
    beacon_plan_code: 'BCN-ANT-02',
  }),
  plan('ANT003', 'Anthem Pathway X Bronze', 'ANTH', 'Anthem', { network: 'OUT' }),
  plan('ANT004', 'Anthem Medicaid (Healthy Indiana Plan)', 'MAMC', 'Anthem', medicaid),
  plan('MCR001', 'Medicare Part B', 'MCR', 'Centers for Medicare & Medicaid Services', {
    ...medicare,
    is_xifin: false,
  }),
  plan('MCR002', 'Medicare Railroad Retirement Board', 'MCR', 'Palmetto GBA', medicare),
  plan('MCR003', 'Humana Gold Plus HMO (Medicare Advantage)', 'MCR', 'Humana', medicare),
  plan('MCD001', 'Massachusetts MassHealth Standard', 'MCAD', 'MassHealth', {
    ...medicaid,
    can_perform_federal_insurance_bi: false,
  }),
  plan(
    'MCD002',
    'Medi-Cal Fee-for-Service',
    'MCAD',
    'California Department of Health Care Services',
    medicaid,
  ),
  plan(
    'MCD003',
    'Illinois Medicaid (HFS)',
    'MCAD',
    'Illinois Department of Healthcare and Family Services',
    medicaid,
  ),
  plan('MCD004', 'Oregon Health Plan', 'MCAD', 'Oregon Health Authority', medicaid),
  plan('MCD005', 'Texas Medicaid (STAR)', 'MCAD', 'Texas Health and Human Services', medicaid),
  plan('MAM001', 'Molina Healthcare Medicaid', 'MAMC', 'Molina Healthcare', medicaid),
  plan('MAM002', 'Centene Ambetter Medicaid', 'MAMC', 'Centene', medicaid),
  plan('MAM003', 'Meridian Health Plan of Illinois', 'MAMC', 'Centene', medicaid),
  plan('OTH001', 'Aetna Open Access Managed Choice', 'Other', 'Aetna'),
  plan('OTH002', 'Aetna Choice POS II', 'Other', 'Aetna'),
  plan('OTH003', 'Cigna Open Access Plus', 'Other', 'Cigna Healthcare'),
  plan('OTH004', 'Cigna LocalPlus', 'Other', 'Cigna Healthcare', { network: 'OUT' }),
  plan(
    'OTH005',
    'Blue Cross Blue Shield of Massachusetts PPO',
    'Other',
    'Blue Cross Blue Shield of Massachusetts',
  ),
  plan(
    'OTH006',
    'Blue Cross Blue Shield of Illinois PPO',
    'Other',
    'Health Care Service Corporation',
  ),
  plan('OTH007', 'Blue Shield of California Access+ HMO', 'Other', 'Blue Shield of California'),
  plan('OTH008', 'Regence BlueCross BlueShield of Oregon', 'Other', 'Regence'),
  plan('OTH009', 'Kaiser Permanente Northwest HMO', 'Other', 'Kaiser Permanente', {
    network: 'OUT',
    bi_enabled: false,
  }),
  plan('OTH010', 'Harvard Pilgrim Health Care HMO', 'Other', 'Point32Health'),
  plan('OTH011', 'Tufts Health Plan PPO', 'Other', 'Point32Health'),
  plan('OTH012', 'Humana ChoiceCare PPO', 'Other', 'Humana'),
  plan('OTH013', 'Oscar Health EPO', 'Other', 'Oscar Health', { network: 'OUT' }),
  plan('OTH014', 'TRICARE Select', 'Other', 'Defense Health Agency', {
    can_perform_federal_insurance_bi: false,
  }),
  plan('OTH015', 'Providence Health Plan', 'Other', 'Providence'),
  plan('OTH016', 'Highmark Blue Shield PPO', 'Other', 'Highmark'),
  plan('MSC001', 'Workers’ Compensation', 'MISC', 'State workers’ compensation carriers', {
    bi_enabled: false,
    can_perform_federal_insurance_bi: false,
    is_xifin: false,
  }),
  plan('MSC002', 'Auto Insurance Medical Payments', 'MISC', 'Auto insurance carriers', {
    bi_enabled: false,
    is_xifin: false,
  }),
  plan('MSC003', 'International Travel Health Plan', 'MISC', 'GeoBlue', {
    network: 'OUT',
    bi_enabled: false,
  }),
];

/** Writes the payer list; idempotent. */
export async function seedInsurancePlans(db: LabKysely): Promise<number> {
  await db
    .insertInto('insurance_plan')
    .values(
      demoInsurancePlans.map((row) => ({
        ...row,
        payment_types: row.payment_types ?? ['Insurance'],
      })),
    )
    .onConflict((conflict) => conflict.column('plan_code').doNothing())
    .execute();
  return demoInsurancePlans.length;
}
