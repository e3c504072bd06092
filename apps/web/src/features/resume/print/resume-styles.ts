import type { ResumeTemplate } from '@waypoint/shared/resume/resume-data';

/**
 * The resume document's look, one stylesheet for the preview and the printed page, so what prints is what the
 * preview shows. Everything is scoped under `.resume-doc`; entries never break across pages.
 */
const BASE = `
.resume-doc { box-sizing: border-box; background: #fff; color: #1b1b1b; line-height: 1.35; font-size: 10.5pt;
  overflow-wrap: anywhere; }
.resume-doc * { box-sizing: border-box; }
.resume-doc h3, .resume-doc h4, .resume-doc p, .resume-doc ul { margin: 0; }
.resume-doc .rd-name { font-size: 20pt; line-height: 1.15; }
.resume-doc .rd-headline { font-size: 11.5pt; margin-top: 2pt; }
.resume-doc .rd-contact { display: flex; flex-wrap: wrap; gap: 2pt 12pt; margin-top: 4pt; font-size: 9.5pt; padding: 0; list-style: none; }
.resume-doc .rd-section { margin-top: 12pt; }
.resume-doc .rd-section-title { font-size: 11pt; text-transform: uppercase; letter-spacing: 0.06em; margin-bottom: 4pt; }
.resume-doc .rd-entry { break-inside: avoid; page-break-inside: avoid; margin-bottom: 8pt; }
.resume-doc .rd-entry-head { display: flex; flex-wrap: wrap; justify-content: space-between; gap: 0 8pt; }
.resume-doc .rd-entry-title { font-weight: 700; }
.resume-doc .rd-entry-meta { color: #3d4551; font-size: 9.5pt; }
.resume-doc .rd-bullets { padding-left: 14pt; margin-top: 2pt; }
.resume-doc .rd-bullets li { margin-bottom: 1pt; }
.resume-doc .rd-skills { display: flex; flex-wrap: wrap; gap: 3pt 6pt; padding: 0; list-style: none; }
.resume-doc .rd-skill { border: 1px solid #a9aeb1; border-radius: 3pt; padding: 1pt 5pt; font-size: 9.5pt; }
`;

const TEMPLATES: Record<ResumeTemplate, string> = {
  professional: `
.resume-doc.rd-professional { font-family: Georgia, 'Times New Roman', serif; }
.rd-professional .rd-header { text-align: center; }
.rd-professional .rd-contact { justify-content: center; }
.rd-professional .rd-section-title { color: #112e51; border-bottom: 1.5px solid #112e51; padding-bottom: 2pt; }
`,
  modern: `
.resume-doc.rd-modern { font-family: 'Helvetica Neue', Arial, sans-serif; }
.rd-modern .rd-header { border-left: 6pt solid #005ea2; padding-left: 10pt; }
.rd-modern .rd-name { color: #005ea2; }
.rd-modern .rd-section-title { color: #005ea2; }
.rd-modern .rd-skill { border-color: #005ea2; color: #1a4480; }
`,
  creative: `
.resume-doc.rd-creative { font-family: 'Trebuchet MS', 'Segoe UI', sans-serif; }
.rd-creative .rd-header { background: #54278f; color: #fff; padding: 10pt 12pt; border-radius: 4pt; }
.rd-creative .rd-header .rd-contact { color: #fff; }
.rd-creative .rd-section-title { color: #54278f; letter-spacing: 0.12em; }
.rd-creative .rd-section { border-left: 2pt solid #d5bfff; padding-left: 8pt; }
.rd-creative .rd-skill { background: #f0e7fe; border-color: #d5bfff; }
`,
  military: `
.resume-doc.rd-military { font-family: Arial, 'Helvetica Neue', sans-serif; }
.rd-military .rd-header { border-bottom: 3pt solid #112e51; padding-bottom: 6pt; }
.rd-military .rd-name { text-transform: uppercase; letter-spacing: 0.04em; color: #112e51; }
.rd-military .rd-headline { font-weight: 700; color: #5c4809; }
.rd-military .rd-section-title { background: #112e51; color: #fff; padding: 2pt 6pt; }
`,
};

export const RESUME_DOCUMENT_CSS = BASE + Object.values(TEMPLATES).join('');

/** The printed page: letter paper with 0.5 in margins (the spec's resume paper). */
export const PRINT_PAGE_CSS = `
@page { size: letter; margin: 0.5in; }
html, body { margin: 0; padding: 0; background: #fff; }
.resume-doc { width: 100%; padding: 0; }
`;
