// A slice's requisition as a PDF: its slice test, name, the HPO classes and predefined slices it
// was built from, and every gene, with the HPO version and acknowledgement its licence requires.
import { startLabDocument } from '../pdf/page-writer.js';
import { hpoAcknowledgement, hpoVersion } from './hpo-data.js';

export interface SliceRequisitionContent {
  title: string;
  fileName: string;
  reference: string;
  sliceName: string | null;
  testCode: string;
  testName: string;
  status?: string;
  phenotypes: readonly string[];
  predefinedSlices: readonly string[];
  genes: readonly string[];
}

export async function renderSliceRequisitionPdf(
  content: SliceRequisitionContent,
): Promise<Uint8Array> {
  const { document, page: form } = await startLabDocument({
    title: content.title,
    subject: 'Slice requisition',
    formTitle: 'Slice Requisition',
  });
  form.text(content.reference, { bold: true });
  form.text(`Printed: ${new Date().toISOString().slice(0, 10)}`, { size: 9 });

  form.heading('Slice test');
  form.field('Test', `${content.testCode} - ${content.testName}`);
  form.field('Slice name', content.sliceName);
  if (content.status) form.field('Status', content.status);
  form.field('Number of genes', content.genes.length);

  if (content.phenotypes.length > 0) {
    form.heading('Phenotypes (HPO)');
    for (const phenotype of content.phenotypes) form.text(phenotype, { indent: 8 });
  }
  if (content.predefinedSlices.length > 0) {
    form.heading('Predefined slices');
    for (const slice of content.predefinedSlices) form.text(slice, { indent: 8 });
  }
  form.heading(`Genes (${content.genes.length})`);
  form.text(content.genes.length > 0 ? content.genes.join(', ') : 'No genes', { size: 9 });

  form.heading('Sources');
  form.text(`Human Phenotype Ontology release ${hpoVersion}. ${hpoAcknowledgement}`, { size: 8 });
  form.text('Gene symbols: HUGO Gene Nomenclature Committee (HGNC), www.genenames.org.', {
    size: 8,
  });
  return document.save();
}
