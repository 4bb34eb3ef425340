/** Context notes (docs/product.md#notes): GET /api/notes and POST /api/notes. */
import { z } from '../shared/zod.ts';
import { DEFAULT_NOTE_CATEGORY, NOTE_CATEGORIES } from './constants.ts';
import { NOTE_MESSAGES } from './messages.ts';
import { VALIDATION_MESSAGES } from '../shared/messages.ts';
import { projectIdSchema } from '../projects/contract.ts';
import { withoutNul } from '../shared/request.ts';

/** Longest note the API stores: a few pages of text, far below the request body limit. */
export const NOTE_CONTENT_MAX = 5000;

const noteCategorySchema = z.enum(NOTE_CATEGORIES, {
  error: VALIDATION_MESSAGES.oneOf('Category', NOTE_CATEGORIES),
});

/** The note form's fields: content (required, line breaks kept) and category (default context). */
export const noteFieldsSchema = z.object({
  content: z
    .string({ error: NOTE_MESSAGES.noteContentRequired })
    .refine((content) => content.trim().length > 0, NOTE_MESSAGES.noteContentRequired)
    .refine(
      (content) => content.trim().length <= NOTE_CONTENT_MAX,
      VALIDATION_MESSAGES.tooLong('Note', NOTE_CONTENT_MAX),
    )
    .refine(...withoutNul('Note'))
    // Surrounding blank space goes; the line breaks inside stay as typed.
    .transform((content) => content.trim()),
  category: noteCategorySchema.default(DEFAULT_NOTE_CATEGORY),
});
/** What the note form holds. */
export type NoteFieldsInput = z.input<typeof noteFieldsSchema>;
/** What the form's check gives and POST /api/notes takes (without projectId). */
export type NoteFields = z.output<typeof noteFieldsSchema>;

/** POST /api/notes: {content, category, projectId}. */
export const createNoteSchema = noteFieldsSchema.extend({ projectId: projectIdSchema }).strict();

/** GET /api/notes?projectId= */
export const notesQuerySchema = z.strictObject({ projectId: projectIdSchema });

/** A note as the list shows it: id, category, content, createdAt (ISO 8601). */
export const noteSchema = z.object({
  id: z.number().int(),
  category: z.enum(NOTE_CATEGORIES),
  content: z.string(),
  createdAt: z.string(),
});
export type Note = z.infer<typeof noteSchema>;
export const notesResponseSchema = z.array(noteSchema);
