/**
 * The invite form: an address and a role (the roles the inviter may give), sent to the
 * scope's invite call. The server's refusal (outside the allowed domains, already a member)
 * is shown under the address.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { showFailureUnder } from '../../../lib/form-failure.ts';
import { MEMBER_ROLE_LABELS, type MemberRole } from '../../../../common/projects/constants.ts';
import { invitationEmailSchema } from '../../../../common/invitations/contract.ts';
import { z } from '../../../../common/shared/zod.ts';
import { INVITATION_MESSAGES as M } from '../../../../common/invitations/messages.ts';
import { Button } from '../../../components/ui/button.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { toast } from '../../../components/ui/toast-store.ts';
import type { useInvitationActions } from '../api/invitations.ts';

const formSchema = z.object({ email: invitationEmailSchema, role: z.string() });
type FormValues = z.input<typeof formSchema>;

export function InviteForm({
  roles,
  invite,
  sendVariant,
}: {
  roles: readonly MemberRole[];
  invite: ReturnType<typeof useInvitationActions>['invite'];
  /**
   * Solid where inviting is the view's main action, outline beside another
   * (docs/product.md#routes).
   */
  sendVariant: 'default' | 'outline';
}) {
  const form = useForm<FormValues, unknown, z.output<typeof formSchema>>({
    resolver: zodResolver(formSchema),
    defaultValues: { email: '', role: 'member' },
  });
  const { errors, isSubmitting } = form.formState;

  async function onSubmit({ email, role }: z.output<typeof formSchema>) {
    const sent = await showFailureUnder(form.setError, 'email', M.inviteFailed, () =>
      invite.mutateAsync({ email, role: role as MemberRole }),
    );
    if (!sent) return;
    toast({ title: M.sent(email) });
    form.reset({ email: '', role });
  }

  return (
    <form
      noValidate
      aria-label={M.inviteTitle}
      className="grid gap-4 sm:grid-cols-[1fr_10rem_auto] sm:items-start"
      onSubmit={form.handleSubmit(onSubmit)}
    >
      <FormField label={M.emailLabel} error={errors.email?.message}>
        <Input type="email" autoComplete="off" required {...form.register('email')} />
      </FormField>
      <Controller
        control={form.control}
        name="role"
        render={({ field }) => (
          <FormField label={M.roleLabel}>
            <Select
              options={roles.map((role) => ({ value: role, label: MEMBER_ROLE_LABELS[role] }))}
              value={field.value}
              onValueChange={field.onChange}
            />
          </FormField>
        )}
      />
      <Button type="submit" variant={sendVariant} className="sm:mt-7" disabled={isSubmitting}>
        {isSubmitting ? M.sending : M.send}
      </Button>
    </form>
  );
}
