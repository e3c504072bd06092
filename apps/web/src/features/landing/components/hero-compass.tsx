import Box from '@mui/material/Box';

/** A decorative compass star beside the hero copy on wide screens; inline SVG, so no image request. */
export function HeroCompass() {
  return (
    <Box
      aria-hidden="true"
      sx={{ display: { xs: 'none', lg: 'block' }, flexShrink: 0, width: 340, height: 340 }}
    >
      <svg viewBox="0 0 32 32" width="340" height="340" focusable="false">
        <circle cx="16" cy="16" r="15.6" fill="none" stroke="#ffffff" strokeOpacity="0.3" strokeWidth="0.2" />
        <circle cx="16" cy="16" r="12" fill="#ffffff" fillOpacity="0.07" />
        <path
          d="M16 8.5l1.6 5.9 5.9 1.6-5.9 1.6-1.6 5.9-1.6-5.9-5.9-1.6 5.9-1.6z"
          fill="#ffffff"
          fillOpacity="0.35"
          transform="rotate(45 16 16)"
        />
        <path d="M16 1.5l3.4 11.1L30.5 16l-11.1 3.4L16 30.5l-3.4-11.1L1.5 16l11.1-3.4z" fill="#ffffff" />
        <path
          d="M16 1.5l3.4 11.1L30.5 16H16zM16 30.5l-3.4-11.1L1.5 16H16z"
          fill="#000000"
          fillOpacity="0.12"
        />
      </svg>
    </Box>
  );
}
