import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { BUDGET_LIMITS, computeBudget } from '@waypoint/shared/plan/plan-budget';
import { planBudgetUpdateSchema, type PlanBudget } from '@waypoint/shared/plan/plan-http';
import { QueryState } from '../../../components/query-state';
import { TextInput } from '../../../components/text-input';
import { readApiError } from '../../../lib/api-error';
import { useGetBudgetQuery, useSaveBudgetMutation } from '../api/budget';
import { wagesText } from '../plan-format';
import { BudgetFigures } from './budget-figures';
import { SectionCard } from './section-card';

interface Row {
  id: number;
  label: string;
  monthly: string;
}

let nextRow = 0;
const row = (label = '', monthly = ''): Row => ({ id: nextRow++, label, monthly });

/** '' and non-numbers count as 0 for the running totals; the schema rejects them when saving. */
const dollars = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : 0);

function BudgetForm({ budget }: { budget: PlanBudget }) {
  const [rows, setRows] = useState<Row[]>(() =>
    budget.expenses.length > 0
      ? budget.expenses.map((expense) => row(expense.label, String(expense.monthly)))
      : [row('Housing'), row('Food'), row('Transportation'), row('Health care')],
  );
  const [otherIncome, setOtherIncome] = useState(String(budget.otherIncome || ''));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [said, setSaid] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [save, saving] = useSaveBudgetMutation();

  // A row without an amount is left out (the suggested names start empty of amounts).
  const filled = rows.filter((entry) => entry.monthly.trim() !== '');
  const figures = computeBudget({
    expenses: filled.map((entry) => ({ label: entry.label, monthly: dollars(entry.monthly) })),
    otherIncome: dollars(otherIncome),
    wages: budget.target?.wages ?? null,
  });
  const edit = (id: number, change: Partial<Row>) =>
    setRows((current) => current.map((entry) => (entry.id === id ? { ...entry, ...change } : entry)));

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSaid('');
    setFailure(null);
    const parsed = planBudgetUpdateSchema.safeParse({
      expenses: filled.map((entry) => ({
        label: entry.label,
        monthly: /^\d+$/.test(entry.monthly.trim()) ? Number(entry.monthly.trim()) : NaN,
      })),
      otherIncome:
        otherIncome.trim() === '' ? 0 : /^\d+$/.test(otherIncome.trim()) ? Number(otherIncome) : NaN,
    });
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const issue of parsed.error.issues) {
        const [field, index, part] = issue.path;
        const key =
          field === 'expenses' && typeof index === 'number'
            ? `${filled[index]?.id}.${String(part ?? 'label')}`
            : String(field);
        found[key] ??= issue.message;
      }
      setErrors(found);
      setFailure('Check the highlighted amounts and names.');
      return;
    }
    setErrors({});
    try {
      await save(parsed.data).unwrap();
      setSaid('Budget saved.');
    } catch (error) {
      setFailure(readApiError(error, 'We could not save your budget. Please try again.').message);
    }
  }

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label="12-month budget">
      <Typography sx={{ mb: 1.5 }}>
        {budget.target
          ? `Expected pay as ${budget.target.title}: ${wagesText(budget.target.wages, budget.target.wageSource)}.`
          : 'Choose a target career to see the pay it offers.'}
      </Typography>
      <Typography component="h3" variant="h6" sx={{ mb: 1 }}>
        Monthly expenses
      </Typography>
      <Stack spacing={1.5}>
        {rows.map((entry, index) => (
          <Stack
            key={entry.id}
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1}
            sx={{ alignItems: { sm: 'flex-start' } }}
          >
            <TextInput
              label={`Expense ${index + 1}`}
              value={entry.label}
              onChange={(event) => edit(entry.id, { label: event.target.value })}
              error={Boolean(errors[`${entry.id}.label`])}
              helperText={errors[`${entry.id}.label`]}
              slotProps={{ htmlInput: { maxLength: BUDGET_LIMITS.labelMax } }}
            />
            <TextInput
              label={`Expense ${index + 1}: dollars a month`}
              value={entry.monthly}
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
              onChange={(event) => edit(entry.id, { monthly: event.target.value })}
              error={Boolean(errors[`${entry.id}.monthly`])}
              helperText={errors[`${entry.id}.monthly`]}
            />
            <Button
              onClick={() => setRows((current) => current.filter((other) => other.id !== entry.id))}
              aria-label={`Remove expense ${index + 1}${entry.label ? `: ${entry.label}` : ''}`}
            >
              Remove
            </Button>
          </Stack>
        ))}
      </Stack>
      <Button
        sx={{ mt: 1 }}
        disabled={rows.length >= BUDGET_LIMITS.expensesMax}
        onClick={() => setRows((current) => [...current, row()])}
      >
        Add an expense
      </Button>
      <TextInput
        label="Other income a month"
        value={otherIncome}
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        onChange={(event) => setOtherIncome(event.target.value)}
        error={Boolean(errors.otherIncome)}
        helperText={errors.otherIncome ?? 'Retired pay, VA compensation, a spouse’s pay: whole dollars'}
        sx={{ mt: 2, display: 'flex', maxWidth: 320 }}
      />
      <BudgetFigures figures={figures} notes={budget.notes} />
      {failure && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {failure}
        </Alert>
      )}
      <Stack direction="row" spacing={2} sx={{ mt: 2, alignItems: 'center' }}>
        <Button type="submit" variant="contained" disabled={saving.isLoading}>
          {saving.isLoading ? 'Saving…' : 'Save budget'}
        </Button>
        <Typography role="status">{said}</Typography>
      </Stack>
    </Box>
  );
}

/** The 12-month post-separation budget (a Career Readiness Standard): expenses against the target's pay. */
export function BudgetSection() {
  const budget = useGetBudgetQuery();
  return (
    <SectionCard title="Your 12-month budget" id="budget">
      <QueryState
        result={budget}
        loadingLabel="Loading your budget…"
        loadingVariant="text"
        errorMessage="We could not load your budget."
      >
        {(data) => <BudgetForm budget={data} />}
      </QueryState>
    </SectionCard>
  );
}
