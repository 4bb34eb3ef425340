/** GET /api/notes and POST /api/notes (docs/product.md#notes). */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  noteSchema,
  notesResponseSchema,
  type NoteFields,
} from '../../../../common/notes/contract.ts';
import { PROJECT_MESSAGES } from '../../../../common/projects/messages.ts';
import { readQuery, saveFailure, send } from '../../../lib/api.ts';

const NOTES_PATH = '/api/notes';
const notesPath = (projectId: number) => `${NOTES_PATH}?projectId=${projectId}`;

/** The project's notes, newest first (the product's default query timings). */
export function useNotes(projectId: number | null) {
  return useQuery({
    ...readQuery(notesPath(projectId ?? 0), notesResponseSchema),
    enabled: projectId !== null,
  });
}

export function useAddNote(projectId: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fields: NoteFields) => {
      if (projectId === null) throw new Error(PROJECT_MESSAGES.noActiveProject);
      return send(NOTES_PATH, {
        method: 'POST',
        body: { ...fields, projectId },
        response: noteSchema,
        failure: saveFailure,
      });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [notesPath(projectId ?? 0)] }),
  });
}
