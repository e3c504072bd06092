import Box from '@mui/material/Box';
import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import StarHalfIcon from '@mui/icons-material/StarHalf';

interface StarRatingProps {
  /** Rating in steps of 0.5. */
  value: number;
  max?: number;
}

type StarKind = 'full' | 'half' | 'empty';

function starKinds(value: number, max: number): StarKind[] {
  return Array.from({ length: max }, (_, index) => {
    if (value >= index + 1) return 'full';
    if (value >= index + 0.5) return 'half';
    return 'empty';
  });
}

/** Stars drawn for the eye (the theme's amber, 6.3:1 on white) and one text for assistive technology. */
export function StarRating({ value, max = 5 }: StarRatingProps) {
  return (
    <Box
      role="img"
      aria-label={`Rated ${value} out of ${max}`}
      sx={{ display: 'inline-flex', color: 'warning.main', height: 24 }}
    >
      {starKinds(value, max).map((kind, index) => {
        if (kind === 'full') return <StarIcon key={index} data-star="full" />;
        if (kind === 'half') return <StarHalfIcon key={index} data-star="half" />;
        return <StarBorderIcon key={index} data-star="empty" />;
      })}
    </Box>
  );
}
