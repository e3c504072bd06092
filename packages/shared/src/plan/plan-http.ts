import { z } from 'zod';
import { socCodeSchema, wageFigureSchema } from '../careers/catalogue-types';
import { isCalendarDate } from '../core/date-check';
import { safeLine } from '../core/text';
import { MAX_TARGET_CAREERS, PLAN_TRACKS } from './career-target-limits';
import { careerTargetsSchema } from './career-targets';
import { BUDGET_LIMITS } from './plan-budget';
import { PLAN_MESSAGES } from './plan-messages';
import { PLAN_STEP_LIMITS } from './plan-step-limits';
import { PLAN_STEP_KINDS } from './plan-steps';
import { READINESS_STANDARD_IDS, STANDARD_EVIDENCE_KINDS } from './readiness-standards';

/** The plan's HTTP shapes: GET /api/plan, the what-if preview, the steps' changes and the 12-month budget. */

export const PLAN_STEP_STATUSES = ['not-started', 'in-progress', 'done', 'skipped'] as const;
export type PlanStepStatus = (typeof PLAN_STEP_STATUSES)[number];

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
/** A day the user enters: a real calendar day (decision 016). */
const enteredDay = (message: string) =>
  z
    .string({ error: message })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: message })
    .refine(isCalendarDate, { error: message });

export const planSourceSchema = z
  .object({
    title: z.string(),
    url: z.string(),
    checkedOn: day.describe('The day Waypoint last checked the rule against this source'),
  })
  .meta({ id: 'PlanSource' });

export const planLinkSchema = z
  .object({ label: z.string(), href: z.string().describe('A page of Waypoint, starting with /') })
  .meta({ id: 'PlanLink' });

export const planStepSchema = z
  .object({
    key: z
      .string()
      .describe(
        'Stable key: benefit:<BENEFIT_TYPE>[:milestone], readiness:<standard>, target:<step>:<SOC>, custom:<id>',
      ),
    kind: z.enum(PLAN_STEP_KINDS),
    title: z.string(),
    detail: z.string(),
    window: z
      .object({ opens: day.nullable(), closes: day.nullable() })
      .describe('ISO days; no opens: open now; no closes: no deadline; a single date has opens = closes'),
    link: planLinkSchema,
    source: planSourceSchema.nullable().describe('The rule behind the date; null for Waypoint’s suggestions'),
    status: z
      .enum(PLAN_STEP_STATUSES)
      .describe('Set by the user; a benefit step’s status is its benefits tracker status'),
    statusChangedOn: day
      .nullable()
      .describe('The day the status was set (for done: the day the user did it); null until set'),
    found: z
      .string()
      .nullable()
      .describe(
        'What Waypoint found toward it ("2 practice interviews finished, the last on 2026-11-20"); null when nothing',
      ),
  })
  .meta({ id: 'PlanStep' });
export type PlanStepView = z.infer<typeof planStepSchema>;

export const planStandardSchema = z
  .object({
    id: z.enum(READINESS_STANDARD_IDS),
    title: z.string(),
    evidence: z.string().describe('What counts as evidence in Waypoint'),
    evidenceKind: z.enum(STANDARD_EVIDENCE_KINDS),
    selfAttested: z.boolean().describe('Met only when the user marks it done, with the day they did'),
    appliesTo: z.string().nullable(),
    met: z.boolean(),
    metOn: day.nullable().describe('The day it was met, from the evidence (or the day the user gave)'),
    found: z
      .string()
      .nullable()
      .describe(
        'What was found, in plain words ("2 applications, the second on 2026-10-03"); null when nothing',
      ),
    /** The plan step that marks a self-attested standard done; null for standards met from evidence. */
    stepKey: z.string().nullable(),
    link: planLinkSchema,
    source: planSourceSchema,
    law: z.string(),
  })
  .meta({ id: 'PlanStandard' });
export type PlanStandardView = z.infer<typeof planStandardSchema>;

export const planProgressSchema = z
  .object({
    stepsDone: z.number().int().min(0),
    steps: z.number().int().min(0).describe('Steps counted: every step but the skipped ones'),
    standardsMet: z.number().int().min(0),
    standards: z.number().int().min(0),
  })
  .meta({ id: 'PlanProgress' });
export type PlanProgress = z.infer<typeof planProgressSchema>;

export const planViewSchema = z
  .object({
    hasProfile: z.boolean().describe('False without a profile: no separation date, benefit steps or dates'),
    separationDate: day.nullable(),
    stillServing: z.boolean(),
    evaluatedOn: day,
    /** True for the what-if preview: nothing was saved. */
    preview: z.boolean(),
    targets: careerTargetsSchema,
    steps: z.array(planStepSchema),
    standards: z.array(planStandardSchema),
    progress: planProgressSchema,
  })
  .meta({ id: 'PlanView' });
export type PlanView = z.infer<typeof planViewSchema>;

export const planStepKeyParamsSchema = z.object({
  key: z.string().min(1).max(200).describe('The step’s key'),
});

export const planStepStatusUpdateSchema = z
  .object({
    status: z.enum(PLAN_STEP_STATUSES, { error: PLAN_MESSAGES.unknownStatus }),
    doneOn: enteredDay(PLAN_MESSAGES.doneOnInvalid)
      .optional()
      .describe('For done: the day the user did it (today when left out); not later than today'),
  })
  .refine((update) => update.doneOn === undefined || update.status === 'done', {
    error: PLAN_MESSAGES.doneOnWithoutDone,
    path: ['doneOn'],
  })
  .meta({ id: 'PlanStepStatusUpdate' });
export type PlanStepStatusUpdate = z.infer<typeof planStepStatusUpdateSchema>;

export const planCustomStepCreateSchema = z
  .object({
    title: safeLine({ error: PLAN_MESSAGES.stepTitleRequired })
      .trim()
      .min(1, { error: PLAN_MESSAGES.stepTitleRequired })
      .max(PLAN_STEP_LIMITS.titleMax, { error: PLAN_MESSAGES.stepTitleTooLong }),
    opens: enteredDay(PLAN_MESSAGES.stepDateInvalid).nullable().optional(),
    closes: enteredDay(PLAN_MESSAGES.stepDateInvalid).nullable().optional(),
    href: safeLine({ error: PLAN_MESSAGES.stepHrefInvalid })
      .trim()
      .max(200, { error: PLAN_MESSAGES.stepHrefInvalid })
      .regex(/^\/(?!\/)[^\s\\]*$/, { error: PLAN_MESSAGES.stepHrefInvalid })
      .optional()
      .describe('A Waypoint page where the step is done, starting with /'),
  })
  .refine((step) => !step.opens || !step.closes || step.opens <= step.closes, {
    error: PLAN_MESSAGES.stepDatesOrder,
    path: ['closes'],
  })
  .meta({ id: 'PlanCustomStepCreate' });
export type PlanCustomStepCreate = z.infer<typeof planCustomStepCreateSchema>;

export const planPreviewRequestSchema = z
  .object({
    separationDate: enteredDay(PLAN_MESSAGES.separationDateInvalid)
      .optional()
      .describe('What if I separated on this day? Left out: the profile’s date'),
    targets: z
      .array(socCodeSchema)
      .max(MAX_TARGET_CAREERS, { error: PLAN_MESSAGES.tooManyTargets })
      .refine((socs) => new Set(socs).size === socs.length, { error: PLAN_MESSAGES.duplicateTarget })
      .optional()
      .describe('What if these were my targets (SOC codes)? Left out: the saved targets'),
    track: z.enum(PLAN_TRACKS).optional(),
  })
  .meta({ id: 'PlanPreviewRequest' });
export type PlanPreviewRequest = z.infer<typeof planPreviewRequestSchema>;

const amount = z
  .number({ error: PLAN_MESSAGES.amountInvalid })
  .int({ error: PLAN_MESSAGES.amountInvalid })
  .min(0, { error: PLAN_MESSAGES.amountInvalid })
  .max(BUDGET_LIMITS.monthlyMax, { error: PLAN_MESSAGES.amountInvalid });

export const budgetExpenseSchema = z.object({
  label: safeLine({ error: PLAN_MESSAGES.expenseLabelRequired })
    .trim()
    .min(1, { error: PLAN_MESSAGES.expenseLabelRequired })
    .max(BUDGET_LIMITS.labelMax, { error: PLAN_MESSAGES.expenseLabelTooLong }),
  monthly: amount.describe('Whole dollars a month'),
});

/** PUT /api/plan/budget: the whole budget; replaces what was there. */
export const planBudgetUpdateSchema = z
  .object({
    expenses: z
      .array(budgetExpenseSchema)
      .max(BUDGET_LIMITS.expensesMax, { error: PLAN_MESSAGES.tooManyExpenses }),
    otherIncome: amount.describe(
      'Other monthly income after separation (retired pay, VA compensation, a spouse’s pay), whole dollars',
    ),
  })
  .meta({ id: 'PlanBudgetUpdate' });
export type PlanBudgetUpdate = z.infer<typeof planBudgetUpdateSchema>;

const range = z.object({ low: z.number().int().nullable(), high: z.number().int().nullable() });

export const planBudgetSchema = z
  .object({
    expenses: z.array(z.object({ label: z.string(), monthly: z.number().int() })),
    otherIncome: z.number().int(),
    updatedAt: z.string().nullable().describe('Null until the budget is first saved'),
    target: z
      .object({
        soc: z.string(),
        title: z.string(),
        wages: z.object({ low: wageFigureSchema, high: wageFigureSchema }),
        wageSource: z.string(),
      })
      .nullable()
      .describe(
        'The first target career, whose national wage range gives the expected pay; null without one',
      ),
    figures: z.object({
      months: z.literal(12),
      monthlyExpenses: z.number().int(),
      expenses: z.number().int(),
      otherIncome: z.number().int(),
      pay: range.describe('12 months of pay before taxes at the 25th and 75th percentile wage'),
      monthlyPay: range,
      income: range,
      gap: range.describe('Income less expenses over 12 months; negative is a shortfall'),
    }),
    /** Where the pay comes from and what it leaves out (national wages, no location), in plain words. */
    notes: z.array(z.string()),
  })
  .meta({ id: 'PlanBudget' });
export type PlanBudget = z.infer<typeof planBudgetSchema>;
