/** GET /api/notes and POST /api/notes (SPEC point 7). */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Note, NoteFieldsInput } from '../../../../common/contracts/notes.ts';
import { DATA_MESSAGES } from '../../../../common/messages.ts';
import { apiSave } from '../../../lib/api.ts';

export const NOTES_PATH = '/api/notes';
export const notesQueryKey = (projectId: number) =>
  [`${NOTES_PATH}?projectId=${projectId}`] as const;

/** The project's notes, newest first (the product's default query timings). */
export function useNotes(projectId: number | null) {
  return useQuery<Note[]>({
    queryKey: notesQueryKey(projectId ?? 0),
    enabled: projectId !== null,
  });
}

export function useAddNote(projectId: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fields: NoteFieldsInput) => {
      if (projectId === null) throw new Error(DATA_MESSAGES.noActiveProject);
      return apiSave<Note>(NOTES_PATH, { ...fields, projectId });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notesQueryKey(projectId ?? 0) }),
  });
}
