/**
 * The Notes & Context card (docs/product.md#notes): the project's notes, newest first,
 * and a form behind the Add Note / Cancel toggle (list view, form view, list view again
 * after a successful save).
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { useId, useState } from 'react';
import {
  DEFAULT_NOTE_CATEGORY,
  NOTE_CATEGORIES,
  NOTE_CATEGORY_LABELS,
} from '../../../../common/notes/constants.ts';
import {
  noteFieldsSchema,
  type Note,
  type NoteFields,
  type NoteFieldsInput,
} from '../../../../common/notes/contract.ts';
import { SAVE_MESSAGES } from '../../../../common/shared/messages.ts';
import { NOTE_MESSAGES } from '../../../../common/notes/messages.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Textarea } from '../../../components/ui/input.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { saveWithToast } from '../../../lib/save-with-toast.ts';
import { useAddNote, useNotes } from '../api/notes.ts';

const CATEGORY_OPTIONS = NOTE_CATEGORIES.map((value) => ({
  value,
  label: NOTE_CATEGORY_LABELS[value],
}));

function NoteForm({ projectId, onSaved }: { projectId: number; onSaved: () => void }) {
  const addNote = useAddNote(projectId);
  const form = useForm<NoteFieldsInput, unknown, NoteFields>({
    resolver: zodResolver(noteFieldsSchema),
    defaultValues: { content: '', category: DEFAULT_NOTE_CATEGORY },
  });
  const { errors } = form.formState;

  async function save(values: NoteFields) {
    if (await saveWithToast(() => addNote.mutateAsync(values), NOTE_MESSAGES.noteSaved)) onSaved();
  }

  return (
    <form
      noValidate
      aria-label="Add a note"
      className="flex flex-col gap-4 rounded-lg border border-border bg-muted/40 p-4"
      onSubmit={form.handleSubmit(save)}
    >
      <Controller
        control={form.control}
        name="category"
        render={({ field }) => (
          <FormField label="Category" error={errors.category?.message}>
            <Select options={CATEGORY_OPTIONS} value={field.value} onValueChange={field.onChange} />
          </FormField>
        )}
      />
      <FormField label="Note" error={errors.content?.message}>
        <Textarea
          rows={5}
          placeholder={NOTE_MESSAGES.notePlaceholder}
          autoFocus
          {...form.register('content')}
        />
      </FormField>
      <Button type="submit" className="self-end" disabled={addNote.isPending}>
        {addNote.isPending ? SAVE_MESSAGES.saving : NOTE_MESSAGES.saveNote}
      </Button>
    </form>
  );
}

function NoteItem({ note }: { note: Note }) {
  return (
    <li className="flex flex-col gap-2 rounded-lg border border-border p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Badge variant="secondary">{NOTE_CATEGORY_LABELS[note.category]}</Badge>
        <time dateTime={note.createdAt} className="text-xs text-muted-foreground">
          {formatDateTime(note.createdAt)}
        </time>
      </div>
      <p className="whitespace-pre-wrap break-words text-sm">{note.content}</p>
    </li>
  );
}

interface NotesCardProps {
  projectId: number | null;
  /** Why adding is refused (viewer, archived project), shown under the disabled button. */
  readOnlyReason?: string | null;
}

export function NotesCard({ projectId, readOnlyReason = null }: NotesCardProps) {
  const [formOpen, setFormOpen] = useState(false);
  const notes = useNotes(projectId);
  const reasonId = useId();
  const noProject = projectId === null;
  const readOnly = readOnlyReason !== null;
  const showForm = formOpen && !noProject && !readOnly;

  return (
    <Card role="region" aria-labelledby={`${reasonId}-title`}>
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-3 space-y-0">
        <div className="flex min-w-0 flex-col gap-1.5">
          <CardTitle id={`${reasonId}-title`}>Notes &amp; Context</CardTitle>
          <CardDescription>
            Anything that helps us read your metrics: methodology changes, anomalies, business
            context.
          </CardDescription>
        </div>
        <Button
          type="button"
          variant="outline"
          disabled={noProject || readOnly}
          aria-describedby={readOnly ? reasonId : undefined}
          aria-expanded={noProject || readOnly ? undefined : showForm}
          onClick={() => setFormOpen((open) => !open)}
        >
          {noProject
            ? NOTE_MESSAGES.selectProject
            : showForm
              ? NOTE_MESSAGES.cancel
              : NOTE_MESSAGES.addNote}
        </Button>
        {readOnly && (
          <p id={reasonId} className="w-full text-sm text-muted-foreground">
            {readOnlyReason}
          </p>
        )}
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {showForm && projectId !== null && (
          <NoteForm projectId={projectId} onSaved={() => setFormOpen(false)} />
        )}
        {noProject ? (
          <p className="text-sm text-muted-foreground">Select a project to see its notes.</p>
        ) : notes.isPending ? (
          <p role="status" className="text-sm text-muted-foreground">
            {NOTE_MESSAGES.loadingNotes}
          </p>
        ) : notes.error ? (
          <p role="alert" className="text-sm text-destructive">
            Could not load notes: {notes.error.message}
          </p>
        ) : notes.data.length === 0 ? (
          // While the form is open it is the card's subject: "no notes yet" under it is noise.
          !showForm && <p className="text-sm text-muted-foreground">{NOTE_MESSAGES.noNotes}</p>
        ) : (
          <ul aria-label="Notes" className="flex flex-col gap-3">
            {notes.data.map((note) => (
              <NoteItem key={note.id} note={note} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
