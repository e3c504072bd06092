interface BrandMarkProps {
  size?: number;
  /** Fill of the disc. */
  discColor?: string;
  /** Fill of the four-point waypoint star inside the disc. */
  starColor?: string;
}

/** Waypoint's logo: a compass star on a disc. Decorative; the brand name always sits beside it. */
export function BrandMark({ size = 32, discColor = 'currentColor', starColor = '#ffffff' }: BrandMarkProps) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <circle cx="16" cy="16" r="16" fill={discColor} />
      <path d="M16 4l3 9 9 3-9 3-3 9-3-9-9-3 9-3z" fill={starColor} />
    </svg>
  );
}
