// The lab's downloadable forms (external forms resources page): the list and each PDF.
import { downloadLabForm, listLabForms } from '@loci/contract';
import type { FastifyInstance } from 'fastify';
import { problems } from '../http/http-problem.js';
import { pdfReply } from '../http/pdf-reply.js';
import { registerCall, type CallRegistry } from '../http/register-call.js';
import { labFormPdf, labForms } from './lab-forms.js';

export function registerLabFormRoutes(app: FastifyInstance, registry: CallRegistry): void {
  registerCall(app, registry, listLabForms, {
    access: { scope: 'signed-in' },
    handler: async () => labForms(),
  });

  registerCall(app, registry, downloadLabForm, {
    access: { scope: 'signed-in' },
    async handler({ input, reply }) {
      const file = await labFormPdf(input.params.formId);
      if (!file) throw problems.notFound(`No form ${input.params.formId}`);
      // The forms change only with a new release of the lab's server.
      return pdfReply(reply, file.name, file.bytes, { cacheControl: 'private, max-age=3600' });
    },
  });
}
