import { longDate, type IsoDay } from '@waypoint/shared';
import type { PlanView } from '@waypoint/shared/plan/plan-http';
import { isOpenStep, stepWhen } from '@waypoint/shared/plan/plan-export';
import { letterPdf, PDF_MUTED, textHeight, use } from '../../lib/pdf/pdf-layout';

type Doc = PDFKit.PDFDocument;

const PAGE = { width: 612, height: 792, margin: 43.2 } as const;
const LEFT = PAGE.margin;
const WIDTH = PAGE.width - 2 * PAGE.margin;
const BOTTOM = PAGE.height - PAGE.margin;
const ACCENT = '#112e51';
const SIZE = { title: 18, section: 11.5, body: 9.5, meta: 8.5 };
const STATUS_COLUMN = 96;
const WHEN_COLUMN = 150;
const ROW_GAP = 2.5;

/** The step's date for the page's order and the "next" cut: its last day, else the day it opens. */
const dayOf = (step: PlanView['steps'][number]): IsoDay | null => step.window.closes ?? step.window.opens;

export interface PrintedPlan {
  name: string;
  view: PlanView;
  /** The owner's today. */
  today: IsoDay;
}

/**
 * The plan on one letter page, as the resume's PDF is made (lib/pdf/pdf-layout.ts): the target careers, each
 * Career Readiness Standard met or not yet, and the next dated steps still to do, as many as fit; a line says how
 * many more the plan holds. Every block is measured before it is drawn, so nothing ever flows onto a second page.
 */
export function renderPlanPdf({ name, view, today }: PrintedPlan): Promise<Buffer> {
  const { doc, done } = letterPdf({ margin: PAGE.margin, title: `${name} – Transition plan`, author: name });
  const footer = footerText(view);
  const footerHeight = textHeight(doc, 'regular', SIZE.meta, footer, WIDTH);
  // A little above the margin: pdfkit starts a page for a line that reaches it.
  const footerTop = BOTTOM - footerHeight - 2;
  const limit = footerTop - 8;

  drawHeader(doc, name, view, today);
  drawTargets(doc, view, limit);
  drawStandards(doc, view, limit);
  drawSteps(doc, view, today, limit);
  use(doc, 'regular', SIZE.meta, PDF_MUTED).text(footer, LEFT, footerTop, { width: WIDTH });
  doc.end();
  return done;
}

function fits(doc: Doc, needed: number, limit: number): boolean {
  return doc.y + needed <= limit;
}

function drawHeader(doc: Doc, name: string, view: PlanView, today: IsoDay): void {
  doc.y = PAGE.margin;
  use(doc, 'bold', SIZE.title, ACCENT).text(`Transition plan: ${name}`, LEFT, doc.y, { width: WIDTH });
  const separation = view.separationDate
    ? `${view.stillServing ? 'Separating on' : 'Separated on'} ${longDate(view.separationDate)}.`
    : 'No separation date in the profile yet: steps from the benefit windows have no dates.';
  const progress = `${view.progress.stepsDone} of ${view.progress.steps} steps done; ${view.progress.standardsMet} of ${view.progress.standards} standards met.`;
  doc.y += 2;
  use(doc, 'regular', SIZE.body, PDF_MUTED).text(
    `Printed ${longDate(today)} from Waypoint. ${separation} ${progress}`,
    LEFT,
    doc.y,
    { width: WIDTH },
  );
}

function drawSectionTitle(doc: Doc, title: string): void {
  doc.y += 10;
  use(doc, 'bold', SIZE.section, ACCENT).text(title.toUpperCase(), LEFT, doc.y, {
    width: WIDTH,
    characterSpacing: 0.6,
  });
  doc.y += 1.5;
  doc.rect(LEFT, doc.y, WIDTH, 1).fill(ACCENT);
  doc.y += 4;
}

const SECTION_TITLE_HEIGHT = 10 + 14 + 5.5;

/** Two columns: a short label (status, date) and the text; measured first, drawn only when it fits. */
function drawRow(doc: Doc, label: string, text: string, column: number, limit: number): boolean {
  const width = WIDTH - column;
  const height = Math.max(
    textHeight(doc, 'bold', SIZE.body, label, column - 8),
    textHeight(doc, 'regular', SIZE.body, text, width),
  );
  if (!fits(doc, height + ROW_GAP, limit)) return false;
  const top = doc.y;
  use(doc, 'bold', SIZE.body).text(label, LEFT, top, { width: column - 8 });
  use(doc, 'regular', SIZE.body).text(text, LEFT + column, top, { width });
  doc.y = top + height + ROW_GAP;
  return true;
}

function drawTargets(doc: Doc, view: PlanView, limit: number): void {
  const { targets, track } = view.targets;
  drawSectionTitle(doc, 'Target careers');
  if (targets.length === 0) {
    drawRow(
      doc,
      'None yet',
      'Choose one or two target careers in Waypoint: the plan’s steps follow them.',
      96,
      limit,
    );
    return;
  }
  for (const target of targets) {
    const series = target.federalSeries.map((item) => `${item.series} ${item.title}`).join(', ');
    const text = `${target.title} (SOC ${target.soc})${series ? `. Federal series: ${series}` : ''}.`;
    drawRow(doc, `Chosen ${longDate(target.chosenOn)}`, text, STATUS_COLUMN + 40, limit);
  }
  drawRow(doc, 'Track', trackWords(track), STATUS_COLUMN + 40, limit);
}

function trackWords(track: PlanView['targets']['track']): string {
  return track.replace(/-/g, ' ').replace(/^./, (first) => first.toUpperCase());
}

function drawStandards(doc: Doc, view: PlanView, limit: number): void {
  if (!fits(doc, SECTION_TITLE_HEIGHT, limit)) return;
  drawSectionTitle(
    doc,
    `Career Readiness Standards: ${view.progress.standardsMet} of ${view.progress.standards} met`,
  );
  for (const standard of view.standards) {
    const label = standard.met ? `Met${standard.metOn ? ` ${longDate(standard.metOn)}` : ''}` : 'Not yet';
    if (!drawRow(doc, label, standard.title, STATUS_COLUMN, limit)) return;
  }
}

function drawSteps(doc: Doc, view: PlanView, today: IsoDay, limit: number): void {
  const next = view.steps
    .filter((step) => isOpenStep(step) && (dayOf(step) ?? '') >= today)
    .sort((a, b) => (dayOf(a)! < dayOf(b)! ? -1 : dayOf(a)! > dayOf(b)! ? 1 : 0));
  const pastDue = view.steps.filter(
    (step) => isOpenStep(step) && dayOf(step) !== null && dayOf(step)! < today,
  );
  if (!fits(doc, SECTION_TITLE_HEIGHT, limit)) return;
  drawSectionTitle(doc, 'Next dated steps');
  const noteHeight = textHeight(doc, 'italic', SIZE.body, 'X', WIDTH) + 4;
  let shown = 0;
  for (const step of next) {
    // Keep room for the line that says how many more there are.
    const room = shown < next.length - 1 || pastDue.length > 0 ? limit - noteHeight : limit;
    if (!drawRow(doc, stepWhen(step.window) ?? '', step.title, WHEN_COLUMN, room)) break;
    shown += 1;
  }
  if (next.length === 0) drawRow(doc, '', 'No dated steps ahead.', WHEN_COLUMN, limit);
  const notes = [
    ...(shown < next.length ? [`${next.length - shown} more dated steps are in your plan in Waypoint.`] : []),
    ...(pastDue.length > 0
      ? [
          pastDue.length === 1
            ? '1 step is past its date and not done.'
            : `${pastDue.length} steps are past their dates and not done.`,
        ]
      : []),
  ].join(' ');
  if (notes && fits(doc, noteHeight, limit)) {
    doc.y += 2;
    use(doc, 'italic', SIZE.body, PDF_MUTED).text(notes, LEFT, doc.y, { width: WIDTH });
  }
}

/** The rules behind the standards and the dates, with the day each was checked. */
function footerText(view: PlanView): string {
  const sources = new Map<string, string>();
  for (const standard of view.standards)
    sources.set(standard.source.url, `${standard.source.title} (checked ${standard.source.checkedOn})`);
  const listed = [...sources.values()].join('; ');
  return (
    `Sources: ${listed || 'none'}. Benefit steps’ dates come from the rules in the benefits tracker, each with ` +
    'its source in Waypoint and in the calendar file.'
  );
}
