// The requisition form (test request form) of an order as a PDF, made with pdf-lib
// (docs/decisions/requisition-pdf.md): lab header, order and account, ordering provider, patient,
// tests with codes and prior-authorization cases, family members tested, diagnosis codes, the
// answered AOE questions, payment
// and insurance, consent and a signature line.
import { findPaymentType } from '@loci/domain';
import type { LabKysely } from '../db/create-database.js';
import { answeredAoeQuestions, aoeSectionsOfTests } from '../catalogue/aoe-forms.js';
import { loadSimpleOrder } from '../orders/order-records.js';
import { orderedSliceSummaries } from '../slice-tool/ordered-slices.js';
import { hpoAcknowledgement, hpoVersion } from '../slice-tool/hpo-data.js';
import { requisitionParties } from './requisition-records.js';
import { startLabDocument } from '../pdf/page-writer.js';

export interface RequisitionFile {
  name: string;
  bytes: Uint8Array;
}

export async function buildRequisitionPdf(
  db: LabKysely,
  orderId: number,
): Promise<RequisitionFile> {
  const order = await loadSimpleOrder(db, orderId);
  const { account, patient, provider, policy } = await requisitionParties(db, order);

  const { document, page: form } = await startLabDocument({
    title: `Requisition form, order ${order.orderId}`,
    subject: 'Test requisition form',
    formTitle: 'Test Requisition Form',
  });
  form.text(
    `Order ID: ${order.orderId}    Accession: ${order.accessionNumber ?? 'not yet assigned'}    Status: ${order.statusLabel}`,
    { bold: true },
  );
  form.text(
    `Ordered: ${order.orderedDate?.slice(0, 10) ?? '-'}    Printed: ${new Date().toISOString().slice(0, 10)}`,
    { size: 9 },
  );
  if (order.originalOrderId !== null)
    form.text(`Add-on to order ${order.originalOrderId}`, { size: 9 });

  form.heading('Account');
  form.field('Account', `${account.cmid} - ${account.client_name}`);
  form.field(
    'Address',
    [account.shipping_address1, account.shipping_city, account.shipping_state, account.shipping_zip]
      .filter(Boolean)
      .join(', '),
  );
  form.field('Phone', account.phone);

  form.heading('Ordering provider');
  if (provider) {
    form.field(
      'Name',
      [
        provider.prefix,
        provider.first_name,
        provider.middle_name,
        provider.last_name,
        provider.degree,
      ]
        .filter(Boolean)
        .join(' '),
    );
    form.field('NPI', provider.client_master_npi);
    form.field(
      'License',
      [provider.medical_license_number, provider.medical_license_state].filter(Boolean).join(' '),
    );
    form.field('E-mail / fax', [provider.email, provider.fax].filter(Boolean).join(' / '));
  } else {
    form.text('No ordering provider chosen');
  }

  form.heading('Patient');
  form.field(
    'Name',
    [patient.first_name, patient.middle_name, patient.last_name].filter(Boolean).join(' '),
  );
  form.field('Date of birth', patient.birth_date ? String(patient.birth_date).slice(0, 10) : null);
  form.field('Sex', patient.gender);
  form.field('MRN', patient.mrn);
  form.field(
    'Address',
    [patient.street1, patient.street2, patient.city, patient.state, patient.zip, patient.country]
      .filter(Boolean)
      .join(', '),
  );
  form.field('Phone / e-mail', [patient.phone, patient.email].filter(Boolean).join(' / '));

  const slices = await orderedSliceSummaries(db, order.orderId, order.tests);
  form.heading('Tests ordered');
  for (const test of order.tests) {
    form.text(`${test.code}  ${test.shortDescription ?? ''}  [${test.labStatus}]`, {
      indent: test.indent * 12,
    });
    // The lab's billing team needs the payer's case to release a held specimen.
    const authorization = test.priorAuthRecord;
    if (authorization?.caseStatusDescription) {
      form.text(
        `Prior authorization: ${authorization.caseStatusDescription}${authorization.caseNumber ? ` (case ${authorization.caseNumber})` : ''}`,
        { size: 9, indent: test.indent * 12 + 12 },
      );
    }
    // A slice of the exome is only orderable by the lab with its gene set.
    const slice = slices.get(test.id);
    if (slice) {
      const indent = test.indent * 12 + 12;
      if (slice.sliceName) form.text(`Slice: ${slice.sliceName}`, { size: 9, indent });
      if (slice.phenotypeNames.length > 0)
        form.text(`Phenotypes (HPO): ${slice.phenotypeNames.join(', ')}`, { size: 9, indent });
      if (slice.predefinedSliceNames.length > 0)
        form.text(`Predefined slices: ${slice.predefinedSliceNames.join(', ')}`, {
          size: 9,
          indent,
        });
      form.text(
        `Genes (${slice.genes.length}): ${slice.genes.length > 0 ? slice.genes.join(', ') : 'none'}`,
        { size: 9, indent },
      );
    }
  }
  if (slices.size > 0) {
    // HPO's licence asks for its release and acknowledgement wherever its terms appear.
    form.text(`Human Phenotype Ontology release ${hpoVersion}. ${hpoAcknowledgement}`, {
      size: 8,
    });
  }

  if (order.familyMembers.length > 0) {
    form.heading('Family members tested');
    for (const member of order.familyMembers) {
      const name =
        [member.firstName, member.lastName].filter(Boolean).join(' ') || 'Name not given';
      const affected =
        member.affected === true ? 'affected' : member.affected === false ? 'unaffected' : null;
      form.text(
        [
          `${member.relation}: ${name}`,
          member.birthDate ? `born ${member.birthDate}` : null,
          affected,
          `for ${member.testCode}`,
        ]
          .filter(Boolean)
          .join(', '),
      );
    }
  }

  form.heading('Diagnosis codes (ICD-10-CM)');
  form.text(order.diagnosisCodes.length > 0 ? order.diagnosisCodes.join(', ') : 'None given');

  const clinical = answeredAoeQuestions(
    await aoeSectionsOfTests(
      db,
      order.tests.map((test) => test.code),
    ),
    order.aoeAnswers,
  );
  if (clinical.length > 0) {
    form.heading('Clinical information (AOE)');
    for (const { label, answer } of clinical) form.field(label, answer);
  }

  form.heading('Payment');
  const payment = order.paymentType ? findPaymentType(order.paymentType) : undefined;
  form.field(
    'Payment type',
    payment ? `${payment.label} (${payment.billingCode})` : order.paymentType,
  );
  if (policy) {
    form.field('Insurance', policy.plan_name ?? policy.other_insurance_name ?? policy.plan_code);
    form.field('Policy / group', [policy.policy_id, policy.group_id].filter(Boolean).join(' / '));
    form.field(
      'Subscriber',
      `${[policy.subscriber_first_name, policy.subscriber_last_name].filter(Boolean).join(' ')} (${policy.relation_to_patient ?? '-'})`,
    );
  }
  if (order.billingEstimate) {
    form.field(
      'Estimated patient responsibility (USD)',
      order.billingEstimate.estimatedPatientResponsibility.toFixed(2),
    );
  }

  form.heading('Consent and signature');
  form.text(
    order.consent && order.consent.given === true
      ? 'The patient has given informed consent for the tests above.'
      : 'Informed consent not yet recorded.',
  );
  form.text('I certify that the tests ordered are medically necessary for this patient.', {
    size: 9,
  });
  form.signatureLine('Ordering provider signature');

  const bytes = await document.save();
  return { name: `Requisition-${order.orderId}.pdf`, bytes };
}
