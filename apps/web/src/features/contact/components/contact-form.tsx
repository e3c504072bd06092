import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { FormBanner } from '../../../lib/forms/form-banner';
import { SchemaFormProvider } from '../../../lib/forms/schema-form-provider';
import { CONTACT_SENT_MESSAGE, useContactForm } from '../use-contact-form';
import { ContactField } from './contact-field';

const twoColumns = { display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } } as const;

/** The contact form: POST /api/contact with client validation and announced outcomes. */
export function ContactForm() {
  const { form, sent, submit } = useContactForm();
  const { failure, submitting, submitRef } = form;
  return (
    <SchemaFormProvider form={form}>
      <Box
        component="form"
        noValidate
        onSubmit={submit}
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
          <ContactField name="fullName" label="Full Name" required autoComplete="name" />
          <ContactField name="email" label="Email Address" type="email" required autoComplete="email" />
        </Box>
        {/* Full width: half a row cannot show the six branches of the placeholder. */}
        <ContactField
          name="branch"
          label="Branch of Service"
          placeholder="Army, Navy, Air Force, Marines, Coast Guard, Space Force"
        />
        <Box sx={twoColumns}>
          <ContactField name="yearsOfService" label="Years of Service" placeholder="e.g. 4-8 years" />
        </Box>
        <ContactField name="message" label="Message" required multiline />
        <div role="status">
          {sent ? (
            <Alert severity="success" role="none">
              {CONTACT_SENT_MESSAGE}
            </Alert>
          ) : null}
        </div>
        <FormBanner messages={[failure]} />
        <Box>
          <Button
            ref={submitRef}
            type="submit"
            variant="contained"
            size="large"
            disabled={submitting}
            disableElevation
          >
            {submitting ? 'Sending…' : 'Send Message'}
          </Button>
        </Box>
      </Box>
    </SchemaFormProvider>
  );
}
