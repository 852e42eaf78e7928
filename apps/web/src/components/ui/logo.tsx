interface LogoProps {
  size?: number;
  className?: string;
}

/** The league mark: a volleyball in the accent colour. Decorative; the site name always sits beside it. */
export function Logo({ size = 36, className }: LogoProps) {
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox="0 0 64 64"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="32" cy="32" r="29" fill="var(--color-accent)" />
      <path
        d="M32 3c-6 12-6 26 0 29m0 0c12 2 24-4 27-14M32 32c-8 9-20 12-27 8M17 7c4 10 14 18 15 25m0 0c9-3 18-1 27 8M32 32c3 11 0 20-8 29"
        fill="none"
        stroke="var(--color-bg)"
        strokeWidth="3.5"
        strokeLinecap="round"
      />
      <circle cx="32" cy="32" r="29" fill="none" stroke="var(--color-bg)" strokeWidth="2" opacity="0.35" />
    </svg>
  );
}
