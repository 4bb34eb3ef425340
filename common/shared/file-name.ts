/**
 * The one rule for every file name the product stores and shows (deliverables today, any
 * later upload): characters that are not seen are removed, since they let a name pass for
 * another. A right-to-left override makes `r\u202egnp.pdf` read as `rfdp.png`; isolates
 * (U+2066-2069), zero-width joiners and spaces, the byte order mark and control characters
 * hide or reorder what follows. What is left is trimmed; nothing visible left, or a name
 * over FILE_NAME_MAX, is refused.
 */
import { FILE_NAME_MESSAGES } from './messages.ts';
import { z } from './zod.ts';

/** Longest file name kept (characters, once cleaned); a longer one is refused. */
export const FILE_NAME_MAX = 200;

/**
 * Controls (Cc), format characters (Cf: bidirectional embeddings, overrides, marks and
 * isolates, zero-width joiners, the byte order mark, soft hyphens, tags) and the line and
 * paragraph separators (Zl, Zp).
 */
const INVISIBLE_CHARACTERS = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu;

/** `name` without the characters INVISIBLE_CHARACTERS names. */
export function withoutInvisibleCharacters(name: string): string {
  return name.replace(INVISIBLE_CHARACTERS, '');
}

/** A file name as it is stored: cleaned and trimmed, refused when empty or too long. */
export const fileNameSchema = z
  .string()
  .transform((name) => withoutInvisibleCharacters(name).trim())
  .pipe(
    z
      .string()
      .min(1, { error: FILE_NAME_MESSAGES.noVisibleCharacter })
      .max(FILE_NAME_MAX, { error: FILE_NAME_MESSAGES.tooLong(FILE_NAME_MAX) }),
  );
