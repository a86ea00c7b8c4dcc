// The patient screens' texts: the spec's where it gives them (document 2 section 8), ours otherwise.
export const patientMessages = {
  created: 'Patient created successfully!',
  updated: 'Patient updated successfully!',
  poBox:
    'This is a P.O. box. Specimen kits cannot be shipped to a P.O. box: give a street address if a kit is to be sent to the patient.',
  notShippable:
    'The lab ships specimen kits only to the United States, its territories and Canada.',
  readOnly:
    'These details can no longer be changed: an order of this patient has been submitted. Contact the lab to correct them.',
  emrImported: (chart: string) =>
    `Imported from EMR chart ${chart}. Check the details, then create the patient.`,
} as const;
