import Typography from '@mui/material/Typography';

// Placeholder until the issue that builds this screen; the shell already shows its header title.
export default function CommunityPage() {
  return (
    <Typography variant="h4" component="h1">
      Community Circles
    </Typography>
  );
}
