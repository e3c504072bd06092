import Box from '@mui/material/Box';
import { visuallyHidden } from '../../../theme/visually-hidden';

const shade = { bgcolor: 'action.hover', borderRadius: 1 } as const;
const twoColumns = { display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } } as const;

/** A field's shape: its label, then its input (`rows` tall for the message). */
function FieldShape({ labelWidth, rows = 1 }: { labelWidth: string; rows?: number }) {
  return (
    <Box>
      <Box sx={{ ...shade, height: 18, width: labelWidth, mb: 1 }} />
      <Box
        sx={{ height: rows > 1 ? 24 * rows + 33 : 56, border: 1, borderColor: 'divider', borderRadius: 1 }}
      />
    </Box>
  );
}

/**
 * What the contact section shows until the form's chunk arrives: the form's outline (heading, fields, button) in
 * its layout, so the section is recognisably a form and nothing moves when it loads. Plain boxes: it is part of
 * the landing page's first download (decision 011).
 */
export function ContactFormSkeleton() {
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Box sx={visuallyHidden}>Loading the contact form…</Box>
      <Box aria-hidden="true" sx={{ display: 'grid', gap: 3 }}>
        <Box>
          <Box sx={{ ...shade, height: 28, width: '45%', mb: 1.5 }} />
          <Box sx={{ ...shade, height: 18, width: '65%' }} />
        </Box>
        <Box sx={twoColumns}>
          <FieldShape labelWidth="30%" />
          <FieldShape labelWidth="40%" />
        </Box>
        <FieldShape labelWidth="25%" />
        <Box sx={twoColumns}>
          <FieldShape labelWidth="45%" />
        </Box>
        <FieldShape labelWidth="20%" rows={4} />
        <Box sx={{ ...shade, height: 48, width: 168 }} />
      </Box>
    </Box>
  );
}
