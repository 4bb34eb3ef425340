/**
 * The portal's formats: common/shared/format.ts (docs/product.md#formats), with moments read in
 * the reader's time zone, as the browser's clock shows them. A calendar day ("2026-03-02")
 * stays the same day everywhere.
 */
import {
  formatCount,
  formatDateLong,
  formatDateShort,
  formatDateTimeLong,
  formatDateTimeShort,
  formatMoneyExact,
  formatPercentExact,
} from '../../common/shared/format.ts';

export { formatCount, formatMoneyExact, formatPercentExact };

const READER_TIME_ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone;

/** "Dec 7, 2026", in tables and lists. */
export const formatDate = (value: string) => formatDateShort(value, READER_TIME_ZONE);

/** "December 7, 2026", in a sentence. */
export const formatDateInText = (value: string) => formatDateLong(value, READER_TIME_ZONE);

/** "Dec 7, 2026, 2:05 PM", in tables and lists. */
export const formatDateTime = (value: string) => formatDateTimeShort(value, READER_TIME_ZONE);

/** "December 7, 2026 at 2:05 PM", in a sentence. */
export const formatDateTimeInText = (value: string) => formatDateTimeLong(value, READER_TIME_ZONE);
