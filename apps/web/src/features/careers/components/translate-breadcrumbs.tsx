import { Link as RouterLink } from 'react-router';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';

/** The spec's page breadcrumb: home links to /, the translation crumb to /career/translate. */
export function TranslateBreadcrumbs() {
  return (
    <Breadcrumbs aria-label="Career translation breadcrumb" separator="›" sx={{ mb: 1 }}>
      <Link component={RouterLink} to="/" color="inherit">
        Home
      </Link>
      <Link component={RouterLink} to="/career/translate" color="text.primary" aria-current="page">
        Career Translation
      </Link>
    </Breadcrumbs>
  );
}
