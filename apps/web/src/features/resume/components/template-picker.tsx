import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import {
  RESUME_TEMPLATE_LABELS,
  RESUME_TEMPLATES,
  type ResumeTemplate,
} from '@waypoint/shared/resume/resume-limits';

interface TemplatePickerProps {
  value: ResumeTemplate;
  onChange: (template: ResumeTemplate) => void;
}

/** The four templates as one radio group: arrow keys move between them. */
export function TemplatePicker({ value, onChange }: TemplatePickerProps) {
  return (
    <FormControl component="fieldset">
      <FormLabel component="legend">Template</FormLabel>
      <RadioGroup row value={value} onChange={(event) => onChange(event.target.value as ResumeTemplate)}>
        {RESUME_TEMPLATES.map((template) => (
          <FormControlLabel
            key={template}
            value={template}
            control={<Radio />}
            label={RESUME_TEMPLATE_LABELS[template]}
          />
        ))}
      </RadioGroup>
    </FormControl>
  );
}
