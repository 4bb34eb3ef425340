/**
 * The firm's logo: one piece for the public header, footer and drawer, the portal's sidebar
 * and the sign-in screen.
 */
import { BRAND_MARK as MARK } from '../../../common/shared/brand.ts';
import { PATHS } from '../../../common/shared/paths.ts';
import { SITE } from '../../config/site.ts';

/** The favicon's "D" (the mail and the PDF draw the same mark). */
function BrandMark() {
  return (
    <svg viewBox={`0 0 ${MARK.size} ${MARK.size}`} aria-hidden="true" className="size-8 shrink-0">
      <rect width={MARK.size} height={MARK.size} rx={MARK.radius} fill={MARK.fill} />
      <path d={MARK.path} fill="none" stroke={MARK.stroke} strokeWidth={MARK.strokeWidth} />
    </svg>
  );
}

interface BrandNameProps {
  /** White, on the footer's navy. */
  inverse?: boolean;
  /** A smaller name, for the portal's sidebar and drawer (one line in 16 rem). */
  small?: boolean;
}

/** The mark and the firm's name on one line. */
export function BrandName({ inverse = false, small = false }: BrandNameProps) {
  return (
    <span className="flex items-center gap-2.5">
      <BrandMark />
      <span
        className={`${small ? 'text-[0.95rem]' : 'text-[1.05rem]'} font-semibold tracking-tight whitespace-nowrap ${inverse ? 'text-white' : 'text-primary'}`}
      >
        {SITE.name}
      </span>
    </span>
  );
}

/**
 * The logo as the way back to the public site. A plain link: the site is prerendered
 * pages, outside the portal's router.
 */
export function BrandHomeLink({
  className = '',
  small = false,
}: {
  className?: string;
  small?: boolean;
}) {
  return (
    <a
      href={PATHS.home}
      aria-label={`${SITE.name} home`}
      className={`-m-1 shrink-0 rounded-md p-1 ${className}`}
    >
      <BrandName small={small} />
    </a>
  );
}
