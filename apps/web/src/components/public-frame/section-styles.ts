/** Shared layout of the public page sections (landing, contact); anchors clear the sticky header (md and up). */
export const sectionSx = {
  py: { xs: 6, md: 10 },
  scrollMarginTop: { xs: 0, md: '72px' },
} as const;

/** A card grid as a plain list. */
export const cardListSx = {
  listStyle: 'none',
  m: 0,
  p: 0,
  display: 'grid',
  gap: 3,
  gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' },
} as const;

/** Looks like an outlined MUI Card without pulling Card and Paper into the landing chunk. */
export const cardSx = {
  bgcolor: 'background.paper',
  border: 1,
  borderColor: 'divider',
  borderRadius: 1,
} as const;
