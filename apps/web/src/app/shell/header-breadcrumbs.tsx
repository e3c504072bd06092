import { Link as RouterLink } from 'react-router';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { DASHBOARD_ROUTE } from '../page-titles';

interface HeaderBreadcrumbsProps {
  title: string;
}

/** Dashboard › current title; the shell leaves it out on the dashboard itself. */
export function HeaderBreadcrumbs({ title }: HeaderBreadcrumbsProps) {
  return (
    <Breadcrumbs aria-label="Breadcrumb" separator="›" sx={{ color: 'inherit', fontSize: '0.875rem' }}>
      <Link component={RouterLink} to={DASHBOARD_ROUTE} color="inherit">
        Dashboard
      </Link>
      <Typography component="span" aria-current="page" sx={{ fontSize: 'inherit', fontWeight: 700 }}>
        {title}
      </Typography>
    </Breadcrumbs>
  );
}
