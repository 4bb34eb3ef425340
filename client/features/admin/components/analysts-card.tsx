/**
 * The Users tab's analysts (decision 099): add an address as an analyst, see each one's
 * assigned projects and whether they signed up, and remove one after a confirmation.
 * Assigning happens on each project's page.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { UserMinus } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { addAnalystSchema, type Analyst } from '../../../../common/admin/analysts-contract.ts';
import type { z } from '../../../../common/shared/zod.ts';
import { ANALYST_MESSAGES as M } from '../../../../common/admin/messages.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { toast, toastFailure } from '../../../components/ui/toast-store.ts';
import { showFailureUnder } from '../../../lib/form-failure.ts';
import { useAddAnalyst, useAnalysts, useRemoveAnalyst } from '../api/analysts.ts';
import { AdminTableCard, type AdminColumn } from './admin-table-card.tsx';
import { ConfirmDialog } from './confirm-dialog.tsx';

function AddAnalystForm() {
  const add = useAddAnalyst();
  const form = useForm<
    z.input<typeof addAnalystSchema>,
    unknown,
    z.output<typeof addAnalystSchema>
  >({
    resolver: zodResolver(addAnalystSchema),
    defaultValues: { email: '' },
  });
  const { errors, isSubmitting } = form.formState;

  async function onSubmit({ email }: z.output<typeof addAnalystSchema>) {
    const added = await showFailureUnder(form.setError, 'email', M.addFailed, () =>
      add.mutateAsync({ email }),
    );
    if (!added) return;
    toast({ title: M.added(email) });
    form.reset({ email: '' });
  }

  return (
    <form
      noValidate
      aria-label={M.add}
      className="grid gap-4 sm:grid-cols-[minmax(0,24rem)_auto] sm:items-start"
      onSubmit={form.handleSubmit(onSubmit)}
    >
      <FormField label={M.emailLabel} error={errors.email?.message}>
        <Input type="email" autoComplete="off" required {...form.register('email')} />
      </FormField>
      <Button
        type="submit"
        variant="outline"
        className="justify-self-start sm:mt-7"
        disabled={isSubmitting}
      >
        {M.add}
      </Button>
    </form>
  );
}

export function AnalystsCard() {
  const analysts = useAnalysts();
  const remove = useRemoveAnalyst();
  const [removing, setRemoving] = useState<Analyst | null>(null);

  async function confirmRemove() {
    if (!removing) return;
    try {
      await remove.mutateAsync(removing.id);
      toast({ title: M.removed(removing.email) });
      setRemoving(null);
    } catch (error) {
      toastFailure(M.removeFailed, error);
    }
  }

  const columns: AdminColumn<Analyst>[] = [
    {
      header: 'Email',
      className: 'font-medium',
      cell: (analyst) => (
        <span className="inline-flex flex-wrap items-center gap-2 wrap-anywhere">
          {analyst.email}
          {analyst.userId === null && <Badge variant="outline">{M.notSignedUp}</Badge>}
        </span>
      ),
    },
    {
      header: M.assigned,
      className: 'max-w-72',
      cell: (analyst) =>
        analyst.projects.length === 0 ? (
          <span className="text-muted-foreground">{M.none}</span>
        ) : (
          <div className="flex flex-wrap gap-1">
            {analyst.projects.map((project) => (
              <Badge key={project.id} variant="secondary">
                {project.name}
              </Badge>
            ))}
          </div>
        ),
    },
    {
      header: 'Actions',
      className: 'text-right',
      cell: (analyst) => (
        <Button
          variant="ghost"
          size="sm"
          aria-label={`${M.remove} ${analyst.email}`}
          onClick={() => setRemoving(analyst)}
        >
          <UserMinus aria-hidden="true" />
          {M.remove}
        </Button>
      ),
    },
  ];

  return (
    <AdminTableCard
      title={M.title}
      description={M.description}
      toolbar={<AddAnalystForm />}
      query={analysts}
      rows={analysts.data}
      rowKey={(analyst) => analyst.id}
      columns={columns}
      empty={M.empty}
    >
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={M.removeTitle(removing?.email ?? '')}
        description={M.removeDescription}
        action={M.remove}
        destructive
        pending={remove.isPending}
        onConfirm={() => void confirmRemove()}
      />
    </AdminTableCard>
  );
}
