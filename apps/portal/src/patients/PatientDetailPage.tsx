import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { Banner, Button, Collapsible, PageHeader, Card, Inline, Stack } from '@loci/ui';
import { useCallCache } from '../api/callHooks.tsx';
import {
  ContactTypes,
  Countries,
  Genders,
  arePatientDetailsEditable,
  formatTypedDate,
  isAddOnAvailable,
  isPoBoxAddress,
} from '@loci/domain';
import type { Patient } from '@loci/contract';
import { useProfile } from '../access/RequireSession.tsx';
import { useSelectedAccount } from '../accounts/selectedAccount.ts';
import { usePageHeading } from '../shell/usePageHeading.ts';
import { ApiFailureError, ApiValidationError } from '../api/apiErrors.ts';
import { emrImportOf, patientFormFromEmr } from '../emr/emrImport.ts';
import { InsurancePolicies } from '../insurance/InsurancePolicies.tsx';
import { OrderDocuments } from '../documents/OrderDocuments.tsx';
import { PatientForm } from './PatientForm.tsx';
import { emptyPatientForm, patientFormValues } from './patientForm.ts';
import { patientMessages } from './patientMessages.ts';
import { isPatientSearchKey, useLabSupportEmail, usePatient } from './patientQueries.ts';
import {
  addOnOrderHref,
  newOrderForPatientHref,
  newPatientId,
  patientHref,
  patientListHref,
} from './patientRoutes.ts';
import { patientName } from './PatientListPage.tsx';
import * as detailStyles from './PatientDetailPage.css.ts';
import { DetailsList } from '../shell/DetailsList.tsx';
import { orderReviewHref } from '@loci/contract';
import { dateOnly } from '../format/dateOnly.ts';

/** Whether the patient's details may change: the server's answer, and the domain's rule on its orders. */
export function patientDetailsEditable(patient: Patient): boolean {
  return (
    patient.detailsEditable && arePatientDetailsEditable(patient.patientTestInformation.orders)
  );
}

const shown = (value: string | null | undefined) => (value ? value : 'Not given');

function Demographics({ patient }: { patient: Patient }) {
  const country =
    Countries.find((item) => item.alpha3Code === patient.country)?.name ?? patient.country;
  const rows: [string, string][] = [
    ['First name', shown(patient.firstName)],
    ['Middle name', shown(patient.middleName)],
    ['Last name', shown(patient.lastName)],
    ['Date of birth', shown(formatTypedDate(patient.birthDate ?? ''))],
    ['Sex', shown(Genders.find((gender) => gender.code === patient.gender)?.description)],
    ['Gender identity', shown(patient.genderIdentification)],
    ['MRN', shown(patient.mrn)],
    ['External patient id', shown(patient.externalPatientId)],
    ['Street address', shown(patient.street1)],
    ['Address line 2', shown(patient.street2)],
    ['Apartment', shown(patient.apartment)],
    ['City', shown(patient.city)],
    ['State', shown(patient.state)],
    ['ZIP code', shown(patient.zip)],
    ['County', shown(patient.county)],
    ['Country', shown(country)],
    ['Race', shown(patient.race)],
    ['Ethnic groups', shown(patient.ethnicGroup.join(', '))],
    ['Account', patient.accountInformation.accountNumber],
  ];
  return (
    <Card as="div">
      <h2>Details</h2>
      <DetailsList rows={rows} />
      {isPoBoxAddress(patient) ? <Banner severity="warn">{patientMessages.poBox}</Banner> : null}
    </Card>
  );
}

function Contacts({ patient }: { patient: Patient }) {
  return (
    <Card as="div">
      <h2>Contacts</h2>
      {patient.contactInformation.length === 0 ? (
        <p>No contact details.</p>
      ) : (
        <ul className={detailStyles.contactList}>
          {patient.contactInformation.map((contact, index) => (
            <li key={index}>
              {ContactTypes.find((type) => type.code === contact.contactType)?.description}:{' '}
              {contact.contactValue}
              {contact.notifyPatient ? ' (notify the patient)' : ''}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

function Orders({ patient }: { patient: Patient }) {
  const orders = patient.patientTestInformation.orders;
  return (
    <Card as="div">
      <h2>Orders</h2>
      {isAddOnAvailable(patient) && patient.existingOrderId !== null ? (
        <Banner severity="info" title="Add-on available">
          Tests can be added to order {patient.existingOrderId}.{' '}
          <Link to={addOnOrderHref(patient.existingOrderId)}>Start an add-on order</Link>
        </Banner>
      ) : (
        <p>No add-on order is available for this patient.</p>
      )}
      {orders.length === 0 ? (
        <p>This patient has no orders.</p>
      ) : (
        <Stack as="ul" gap="md">
          {orders.map((order) => (
            <li key={order.orderId}>
              <p>
                <Link to={orderReviewHref(order.orderId)}>Order {order.orderId}</Link> ·{' '}
                {order.orderStatusLabel}
                {order.accessionNumber ? ` · accession ${order.accessionNumber}` : ''} · created{' '}
                {dateOnly(order.createdDate)}
              </p>
              <Collapsible title={`Documents of order ${order.orderId}`} headingLevel={3}>
                <OrderDocuments orderId={order.orderId} />
              </Collapsible>
            </li>
          ))}
        </Stack>
      )}
    </Card>
  );
}

function ExistingPatient({ patientId }: { patientId: number }) {
  const { data: patient, error, mutate } = usePatient(patientId);
  const [editing, setEditing] = useState(false);
  const labEmail = useLabSupportEmail();
  const title = patient ? patientName(patient) : `Patient ${patientId}`;
  const heading = usePageHeading(editing ? `Edit ${title}` : title);

  if (error) {
    // The server answers 404 in its failure shape (an ApiValidationError), a proxy may send a bare 404.
    const missing =
      (error instanceof ApiFailureError || error instanceof ApiValidationError) &&
      error.status === 404;
    return (
      <Stack as="section" gap="lg">
        <PageHeader
          title={missing ? 'Patient not found' : title}
          headingProps={{ ref: heading, tabIndex: -1 }}
        />
        <Banner severity="error">
          {missing
            ? 'There is no such patient in your accounts.'
            : 'The patient could not be loaded.'}
        </Banner>
        <p>
          <Link to={patientListHref}>Back to the patients</Link>
        </p>
      </Stack>
    );
  }
  if (!patient) return <p role="status">Loading the patient…</p>;
  const editable = patientDetailsEditable(patient);

  return (
    <Stack as="section" gap="lg" aria-labelledby="patient-title">
      <PageHeader
        title={<>{editing ? `Edit ${title}` : title}</>}
        headingProps={{ id: 'patient-title', ref: heading, tabIndex: -1 }}
      />
      <p>
        <Link to={patientListHref}>Back to the patients</Link> · Patient id {patient.id} ·{' '}
        <Link to={newOrderForPatientHref(patient.id)}>New order for this patient</Link>
      </p>
      {editing ? (
        <PatientForm
          mode="edit"
          patient={patient}
          initialValues={patientFormValues(patient)}
          labEmail={labEmail}
          onSaved={(saved) => {
            void mutate(saved, { revalidate: false });
            setEditing(false);
          }}
          onCancel={() => setEditing(false)}
        />
      ) : (
        <>
          {editable ? (
            <Inline>
              <Button onClick={() => setEditing(true)}>Edit details</Button>
            </Inline>
          ) : (
            <Banner severity="info" title="Read-only">
              {patientMessages.readOnly}
            </Banner>
          )}
          <Demographics patient={patient} />
          <Contacts patient={patient} />
          <InsurancePolicies
            patient={patient}
            onSaved={(saved) => void mutate(saved, { revalidate: false })}
          />
          <Orders patient={patient} />
        </>
      )}
    </Stack>
  );
}

function NewPatient() {
  const profile = useProfile();
  const [account] = useSelectedAccount(profile);
  const heading = usePageHeading('New patient');
  const location = useLocation();
  const navigate = useNavigate();
  const labEmail = useLabSupportEmail();
  const { revalidate } = useCallCache();
  const chart = emrImportOf(location.state);
  return (
    <Stack as="section" gap="lg" aria-labelledby="new-patient-title">
      <PageHeader
        title="New patient"
        headingProps={{ id: 'new-patient-title', ref: heading, tabIndex: -1 }}
      />
      {chart ? (
        <Banner severity="info">{patientMessages.emrImported(chart.ChartNumber)}</Banner>
      ) : null}
      {account ? (
        <PatientForm
          key={chart?.ChartNumber ?? 'blank'}
          mode="create"
          accountNumber={account.accountNumber}
          initialValues={chart ? patientFormFromEmr(chart) : emptyPatientForm}
          labEmail={labEmail}
          onSaved={(saved) => {
            void revalidate(isPatientSearchKey);
            void navigate(patientHref(saved.id));
          }}
          onCancel={() => void navigate(patientListHref)}
        />
      ) : (
        <Banner severity="warn">You have no approved account to add patients to.</Banner>
      )}
    </Stack>
  );
}

/** `/user-account#patients/{patientId}` (and `#patients/new`). */
export function PatientDetailPage({ patientId }: { patientId: string }) {
  if (patientId === newPatientId) return <NewPatient />;
  const id = Number(patientId);
  if (!Number.isInteger(id) || id <= 0) {
    return (
      <Stack as="section" gap="lg">
        <PageHeader title="Patient not found" />
        <p>
          <Link to={patientListHref}>Back to the patients</Link>
        </p>
      </Stack>
    );
  }
  return <ExistingPatient key={id} patientId={id} />;
}
