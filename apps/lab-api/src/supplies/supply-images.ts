// The supply items' pictures: small SVG drawings served by the server at /supply-images/{file}
// (public, cached a day). Each is drawn from a few shapes in the kit's neutral and accent tones.
const frame = (title: string, body: string): string =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 120" role="img" aria-label="${title}"><title>${title}</title><rect width="120" height="120" rx="12" fill="#eef2f7"/>${body}</svg>`;

const sheet = (accent: string, mark: string): string =>
  `<rect x="30" y="16" width="60" height="88" rx="4" fill="#fff" stroke="#4a5568" stroke-width="2"/><rect x="30" y="16" width="60" height="14" rx="4" fill="${accent}"/><g stroke="#a0aec0" stroke-width="3" stroke-linecap="round"><line x1="40" y1="44" x2="80" y2="44"/><line x1="40" y1="54" x2="80" y2="54"/><line x1="40" y1="64" x2="72" y2="64"/></g>${mark}`;

const tube = (cap: string, fill: string): string =>
  `<rect x="50" y="14" width="20" height="16" rx="3" fill="${cap}"/><path d="M52 30h16v62a8 8 0 0 1-16 0z" fill="#fff" stroke="#4a5568" stroke-width="2"/><path d="M53 64h14v28a7 7 0 0 1-14 0z" fill="${fill}"/>`;

const box = (accent: string, mark: string): string =>
  `<path d="M20 44l40-18 40 18v46l-40 18-40-18z" fill="#f6e7c8" stroke="#4a5568" stroke-width="2"/><path d="M20 44l40 18 40-18M60 62v46" fill="none" stroke="#4a5568" stroke-width="2"/><rect x="28" y="64" width="24" height="14" rx="2" fill="${accent}" transform="skewY(24) translate(0 -28)"/>${mark}`;

export const supplyImages: Readonly<Record<string, string>> = {
  'requisition-form.svg': frame('Requisition form', sheet('#2b6cb0', '')),
  'prenatal-requisition-form.svg': frame(
    'Prenatal requisition form',
    sheet('#b83280', '<circle cx="76" cy="88" r="8" fill="#b83280"/>'),
  ),
  'consent-form.svg': frame(
    'Consent form',
    sheet('#2f855a', '<path d="M42 84l8 8 16-18" fill="none" stroke="#2f855a" stroke-width="4"/>'),
  ),
  'prenatal-consent-form.svg': frame(
    'Prenatal consent form',
    sheet('#b83280', '<path d="M42 84l8 8 16-18" fill="none" stroke="#b83280" stroke-width="4"/>'),
  ),
  'buccal-swab-kit.svg': frame(
    'Buccal swab kit',
    '<line x1="36" y1="96" x2="84" y2="24" stroke="#4a5568" stroke-width="4" stroke-linecap="round"/><ellipse cx="84" cy="24" rx="7" ry="12" transform="rotate(34 84 24)" fill="#fff" stroke="#4a5568" stroke-width="2"/>',
  ),
  'saliva-kit.svg': frame('Saliva collection kit', tube('#2b6cb0', '#e2e8f0')),
  'blood-kit.svg': frame('Blood collection kit', tube('#805ad5', '#c53030')),
  'prenatal-cvs-kit.svg': frame('Prenatal CVS and amniotic fluid kit', tube('#b83280', '#fefcbf')),
  'prenatal-cfdna-kit.svg': frame('Prenatal cell-free DNA kit', tube('#dd6b20', '#c53030')),
  'specimen-mailer.svg': frame('Specimen return mailer', box('#c53030', '')),
};
