import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { TESTIMONIALS } from '../landing-content';
import { SectionIntro } from '../../../components/public-frame/section-intro';
import { cardListSx, cardSx, sectionSx } from '../../../components/public-frame/section-styles';
import { StarRating } from './star-rating';
import { VerifiedBadge } from './verified-badge';

/** Three stories, each with its rating, quote, person and the 'Verified Veteran' badge. */
export function TestimonialsSection() {
  return (
    <Box
      component="section"
      id="testimonials"
      aria-labelledby="testimonials-heading"
      sx={{ ...sectionSx, bgcolor: 'background.paper' }}
    >
      <Container>
        <SectionIntro
          id="testimonials-heading"
          title="Stories from veterans"
          lead="Members who used Waypoint to find their footing after service."
        />
        <Box component="ul" sx={cardListSx}>
          {TESTIMONIALS.map((testimonial) => (
            <li key={testimonial.name}>
              <Box
                component="figure"
                sx={{
                  ...cardSx,
                  m: 0,
                  height: '100%',
                  p: 3,
                  display: 'flex',
                  flexDirection: 'column',
                  gap: 2,
                }}
              >
                <StarRating value={testimonial.rating} />
                <Box component="blockquote" sx={{ m: 0, flexGrow: 1 }}>
                  <Typography sx={{ fontSize: '1.0625rem' }}>“{testimonial.quote}”</Typography>
                </Box>
                <Box component="figcaption" sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
                  <Box
                    aria-hidden="true"
                    sx={{
                      width: 48,
                      height: 48,
                      flexShrink: 0,
                      borderRadius: '50%',
                      display: 'grid',
                      placeItems: 'center',
                      bgcolor: 'primary.main',
                      color: 'common.white',
                      fontWeight: 700,
                    }}
                  >
                    {testimonial.initials}
                  </Box>
                  <Box>
                    <Box component="span" sx={{ display: 'block', fontWeight: 700 }}>
                      {testimonial.name}
                    </Box>
                    <Box component="span" sx={{ display: 'block', color: 'text.secondary' }}>
                      {testimonial.branch}
                    </Box>
                  </Box>
                </Box>
                <Box>
                  <VerifiedBadge />
                </Box>
              </Box>
            </li>
          ))}
        </Box>
      </Container>
    </Box>
  );
}
