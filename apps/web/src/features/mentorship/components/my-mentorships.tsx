import { useId, useState } from 'react';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Mentorship } from '@waypoint/shared/mentorship/mentorship';
import { lazyDialog } from '../../../components/lazy-dialog';

// The conversation with its message form downloads when first opened.
const ConversationDialog = lazyDialog(
  () => import('./conversation-dialog').then((module) => module.ConversationDialog),
  ({ mentorship }) => mentorship !== null,
);

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

/** "My mentorships": the accepted pairs the user is in, with unread counts and the conversation. */
export function MyMentorships({ mentorships }: { mentorships: readonly Mentorship[] }) {
  const headingId = useId();
  const [openId, setOpenId] = useState<string | null>(null);
  const open = mentorships.find((mentorship) => mentorship.id === openId) ?? null;
  return (
    <Card component="section" aria-labelledby={headingId}>
      <CardContent>
        <Typography id={headingId} component="h2" variant="h5" gutterBottom>
          My mentorships
        </Typography>
        {mentorships.length === 0 ? (
          <Typography>
            No mentorships yet. When a request is accepted, the two of you can message here.
          </Typography>
        ) : (
          <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {mentorships.map((mentorship) => (
              <Stack
                key={mentorship.id}
                component="li"
                direction={{ xs: 'column', sm: 'row' }}
                spacing={1}
                sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
              >
                <div>
                  <Typography sx={{ fontWeight: 600 }}>{mentorship.partner.name}</Typography>
                  <Typography variant="body2" color="text.secondary">
                    Your {mentorship.partnerRole} since {dateFormat.format(new Date(mentorship.startedAt))}
                    {mentorship.unread > 0 && ` · ${mentorship.unread} unread`}
                  </Typography>
                </div>
                <Button variant="outlined" onClick={() => setOpenId(mentorship.id)}>
                  Open conversation with {mentorship.partner.name}
                </Button>
              </Stack>
            ))}
          </Stack>
        )}
      </CardContent>
      <ConversationDialog mentorship={open} onClose={() => setOpenId(null)} />
    </Card>
  );
}
