/** Create Project and Edit Project (docs/product.md#projects-and-roles). */
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { z } from '../../../../common/shared/zod.ts';
import { PROJECT_STATUS_LABELS, PROJECT_STATUSES } from '../../../../common/projects/constants.ts';
import {
  allowedDomainsSchema,
  projectStatusSchema,
  slugSchema,
  splitDomains,
  type AdminProject,
} from '../../../../common/projects/contract.ts';
import { ADMIN_MESSAGES } from '../../../../common/admin/messages.ts';
import { Button } from '../../../components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { toast, toastFailure } from '../../../components/ui/toast-store.ts';
import { useCreateProject, useUpdateProject } from '../api/admin.ts';

/** The domains field holds comma-separated text; it is checked as the API will check the list. */
const domainsText = z.string().superRefine((text, ctx) => {
  const result = allowedDomainsSchema.safeParse(splitDomains(text));
  if (!result.success) {
    ctx.addIssue({
      code: 'custom',
      message: result.error.issues[0]?.message ?? ADMIN_MESSAGES.domainsRequired,
    });
  }
});
const name = z.string().trim().min(1, ADMIN_MESSAGES.nameRequired);

const createSchema = z.object({
  name,
  slug: slugSchema,
  domains: domainsText,
  status: projectStatusSchema,
});
// Editing: the slug is shown read-only and never sent.
const editSchema = z.object({
  name,
  slug: z.string(),
  domains: domainsText,
  status: projectStatusSchema,
});
type ProjectForm = z.input<typeof createSchema>;

interface ProjectDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The project to edit; without it the dialog creates one. */
  project?: AdminProject | null;
}

const STATUS_OPTIONS = PROJECT_STATUSES.map((value) => ({
  value,
  label: PROJECT_STATUS_LABELS[value],
}));

export function ProjectDialog({ open, onOpenChange, project }: ProjectDialogProps) {
  const editing = Boolean(project);
  const createProject = useCreateProject();
  const updateProject = useUpdateProject();
  const form = useForm<ProjectForm>({
    resolver: zodResolver(editing ? editSchema : createSchema),
    defaultValues: { name: '', slug: '', domains: '', status: 'active' },
  });
  const { errors, isSubmitting } = form.formState;

  useEffect(() => {
    if (!open) return;
    form.reset(
      project
        ? {
            name: project.name,
            slug: project.slug,
            domains: project.allowedDomains.join(', '),
            status: project.status,
          }
        : { name: '', slug: '', domains: '', status: 'active' },
    );
  }, [open, project, form]);

  async function save(values: ProjectForm) {
    const allowedDomains = splitDomains(values.domains);
    try {
      if (project) {
        await updateProject.mutateAsync({
          id: project.id,
          name: values.name,
          allowedDomains,
          status: values.status,
        });
        toast({ title: ADMIN_MESSAGES.updated });
      } else {
        await createProject.mutateAsync({ name: values.name, slug: values.slug, allowedDomains });
        toast({ title: ADMIN_MESSAGES.created });
      }
      onOpenChange(false);
    } catch (error) {
      toastFailure(project ? ADMIN_MESSAGES.updateFailed : ADMIN_MESSAGES.createFailed, error);
    }
  }

  const pendingLabel = editing ? 'Saving...' : 'Creating...';
  const submitLabel = editing ? 'Save Changes' : 'Create Project';

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{editing ? 'Edit Project' : 'Create Project'}</DialogTitle>
          <DialogDescription>
            {editing
              ? 'Change the name, allowed domains or status. The slug cannot change.'
              : 'A project groups the users of one client and their data.'}
          </DialogDescription>
        </DialogHeader>
        <form noValidate className="flex flex-col gap-4" onSubmit={form.handleSubmit(save)}>
          <FormField label="Name" error={errors.name?.message}>
            <Input autoComplete="off" placeholder="e.g. Acme Holdings" {...form.register('name')} />
          </FormField>
          <FormField
            label="Slug"
            error={errors.slug?.message}
            hint={editing ? 'The slug cannot be changed.' : ADMIN_MESSAGES.slugHint}
          >
            <Input
              autoComplete="off"
              placeholder="e.g. acme_holdings"
              readOnly={editing}
              aria-readonly={editing || undefined}
              className={editing ? 'bg-muted text-muted-foreground' : undefined}
              {...form.register('slug')}
            />
          </FormField>
          <FormField
            label="Allowed Domains"
            error={errors.domains?.message}
            hint={ADMIN_MESSAGES.domainsHint}
          >
            <Input
              autoComplete="off"
              placeholder="e.g. acme.com, acme.co.uk"
              {...form.register('domains')}
            />
          </FormField>
          {editing && (
            <Controller
              control={form.control}
              name="status"
              render={({ field }) => (
                <FormField label="Status" error={errors.status?.message}>
                  <Select
                    options={STATUS_OPTIONS}
                    value={field.value}
                    onValueChange={field.onChange}
                  />
                </FormField>
              )}
            />
          )}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={isSubmitting}>
              {isSubmitting ? pendingLabel : submitLabel}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
