import type { FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { CONTACT_LIMITS } from '@waypoint/shared/contact/contact-limits';
import type { ContactField as Field } from '@waypoint/shared/contact/contact';
import { CONTACT_SENT_MESSAGE, useContactForm } from '../use-contact-form';
import { ContactField } from './contact-field';

const twoColumns = { display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } } as const;

/** The landing page's contact form: POST /api/contact with client validation and announced outcomes. */
export function ContactForm() {
  const { values, errors, phase, failure, setValue, submit, fieldRefs, submitRef } = useContactForm();
  const sending = phase === 'sending';

  function field(name: Field) {
    return {
      id: `contact-${name}`,
      value: values[name],
      onChange: (value: string) => setValue(name, value),
      error: errors[name],
      maxLength: CONTACT_LIMITS[name],
      inputRef: (element: HTMLInputElement | HTMLTextAreaElement | null) => {
        fieldRefs.current[name] = element;
      },
    };
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void submit();
  }

  return (
    <Box
      component="form"
      noValidate
      onSubmit={onSubmit}
      aria-labelledby="contact-form-heading"
      sx={{ display: 'grid', gap: 3 }}
    >
      <Typography id="contact-form-heading" variant="h3" sx={{ fontSize: '1.375rem', fontWeight: 700 }}>
        Send us a message
      </Typography>
      <Typography sx={{ color: 'text.secondary', mt: -2 }}>
        Fields marked with an asterisk (*) are required.
      </Typography>
      <Box sx={twoColumns}>
        <ContactField {...field('fullName')} label="Full Name" required autoComplete="name" />
        <ContactField {...field('email')} label="Email Address" type="email" required autoComplete="email" />
      </Box>
      {/* Full width: half a row cannot show the six branches of the placeholder. */}
      <ContactField
        {...field('branch')}
        label="Branch of Service"
        placeholder="Army, Navy, Air Force, Marines, Coast Guard, Space Force"
      />
      <Box sx={twoColumns}>
        <ContactField {...field('yearsOfService')} label="Years of Service" placeholder="e.g. 4-8 years" />
      </Box>
      <ContactField {...field('message')} label="Message" required multiline />
      <div role="status">
        {phase === 'sent' ? (
          <Alert severity="success" role="none">
            {CONTACT_SENT_MESSAGE}
          </Alert>
        ) : null}
      </div>
      {phase === 'failed' ? <Alert severity="error">{failure}</Alert> : null}
      <Box>
        <Button
          ref={submitRef}
          type="submit"
          variant="contained"
          size="large"
          disabled={sending}
          disableElevation
        >
          {sending ? 'Sending…' : 'Send Message'}
        </Button>
      </Box>
    </Box>
  );
}
