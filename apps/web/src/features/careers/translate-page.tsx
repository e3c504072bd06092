import { useState } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { TranslateBreadcrumbs } from './components/translate-breadcrumbs';
import { TranslateForm } from './components/translate-form';
import { TranslationResult } from './components/translation-result';
import { TranslationStatus } from './components/translation-status';
import { TRANSLATE_TEXTS } from './translate-texts';
import { useMosTranslation } from './hooks/use-mos-translation';
import { useTranslateDefaults } from './hooks/use-translate-defaults';

/** /career/translate: a military occupation code in, civilian job titles and career paths out. */
export default function TranslatePage() {
  const { state, translate, clearError, reset } = useMosTranslation();
  const defaults = useTranslateDefaults();
  // Those of the request shown: its career paths that mention them come first.
  const [specializations, setSpecializations] = useState<string[]>([]);

  return (
    // No grid gap: the status region stays in the page while empty and must take no room then.
    <Box sx={{ maxWidth: 1100 }}>
      <Box sx={{ mb: 3 }}>
        <TranslateBreadcrumbs />
        <Typography
          variant="h1"
          sx={{ fontSize: { xs: '2rem', md: '2.5rem' }, fontWeight: 800, color: 'primary.dark' }}
        >
          Career Translation
        </Typography>
        <Typography sx={{ mt: 1, fontSize: '1.125rem', maxWidth: '70ch' }}>
          {TRANSLATE_TEXTS.intro}
        </Typography>
      </Box>
      <TranslateForm
        defaults={defaults}
        busy={state.status === 'loading'}
        serverError={state.status === 'error' ? state.message : null}
        onTranslate={(request) => {
          setSpecializations(request.specializations);
          void translate(request.args);
        }}
        onCodeEdited={clearError}
        onReset={reset}
      />
      <TranslationStatus
        loading={state.status === 'loading'}
        announcement={state.status === 'success' ? state.translation.announcement : null}
      />
      {state.status === 'success' && (
        <TranslationResult translation={state.translation} specializations={specializations} />
      )}
    </Box>
  );
}
