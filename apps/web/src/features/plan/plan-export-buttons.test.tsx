import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PLAN_EXPORT_MESSAGES } from '@waypoint/shared/plan/plan-export';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../test/stub-api';
import { PLAN_EXPORT_TEXTS, PlanExportButtons } from './plan-export-buttons';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** The browser's download: the object URL made for the file, and the name the link saves it under. */
function watchDownloads() {
  const saved: { name: string; type: string }[] = [];
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    saved.push({ name: '', type: (blob as Blob).type });
    return 'blob:plan';
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved[saved.length - 1]!.name = this.download;
  });
  return saved;
}

const file = (body: string, type: string, name: string) => () =>
  Promise.resolve(
    new Response(body, {
      status: 200,
      headers: { 'content-type': type, 'content-disposition': `attachment; filename="${name}"` },
    }),
  );

describe('the plan’s calendar and print buttons', () => {
  it('download the calendar file and the PDF the API makes', async () => {
    const saved = watchDownloads();
    const { calls } = stubApi({
      'GET /plan/calendar.ics': file('BEGIN:VCALENDAR', 'text/calendar', 'waypoint-plan.ics'),
      'GET /plan/print.pdf': file('%PDF-1.7', 'application/pdf', 'waypoint-plan.pdf'),
    });
    const user = userEvent.setup();
    render(<PlanExportButtons />);
    await user.click(screen.getByRole('button', { name: PLAN_EXPORT_TEXTS.calendar }));
    await user.click(await screen.findByRole('button', { name: PLAN_EXPORT_TEXTS.print }));
    await screen.findByRole('button', { name: PLAN_EXPORT_TEXTS.print });
    await vi.waitFor(() => expect(saved).toHaveLength(2));
    expect(saved).toEqual([
      { name: 'waypoint-plan.ics', type: 'text/calendar' },
      { name: 'waypoint-plan.pdf', type: 'application/pdf' },
    ]);
    expect(calls.map((call) => call.path)).toEqual(['/plan/calendar.ics', '/plan/print.pdf']);
  });

  it('says when the file could not be made', async () => {
    stubApi({
      'GET /plan/print.pdf': { status: 500, body: { status: 500, code: 'INTERNAL', message: 'x' } },
    });
    const user = userEvent.setup();
    render(<PlanExportButtons />);
    await user.click(screen.getByRole('button', { name: PLAN_EXPORT_TEXTS.print }));
    expect(await screen.findByRole('alert')).toHaveTextContent(PLAN_EXPORT_MESSAGES.printFailed);
  });
});
