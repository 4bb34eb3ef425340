/**
 * /portal and /portal/dashboard (SPEC point 2): heading, the active project line, the
 * welcome card, the firm's deliverables (decision 095), the Team card (the project's owner: invitations) and the two tabs: data entry (latest submission, the wizard, notes) and
 * the ad platform connections.
 */
import { PROJECT_MESSAGES } from '../../../../common/messages.ts';
import { useSession } from '../../../features/auth/api/auth.ts';
import { ConnectionsPanel } from '../../../features/connections/components/connections-panel.tsx';
import { InviteTeamOffer, TeamCard } from '../../../features/invitations/index.ts';
import { MemberDeliverablesCard } from '../../../features/deliverables/index.ts';
import { DashboardTabs } from '../../../features/dashboard/components/dashboard-tabs.tsx';
import { WelcomeCard } from '../../../features/dashboard/components/welcome-card.tsx';
import { LatestSubmission } from '../../../features/metrics/components/latest-submission.tsx';
import { MetricsWizard } from '../../../features/metrics/components/metrics-wizard.tsx';
import { NoProjectSelected } from '../../../features/metrics/components/no-project-selected.tsx';
import { NotesCard } from '../../../features/notes/components/notes-card.tsx';
import { PlatformCheckCard } from '../../../features/platform-check/index.ts';
import { useActiveProject } from '../../../features/projects/hooks/active-project.tsx';
import { useWriteAccess } from '../../../features/projects/hooks/use-write-access.ts';

function DataGathering({ userId }: { userId: string }) {
  const { activeProjectId, isLoading } = useActiveProject();
  const { reason } = useWriteAccess();
  if (isLoading) return null;
  if (activeProjectId === null) {
    return (
      <>
        <NoProjectSelected />
        <NotesCard projectId={null} />
      </>
    );
  }
  return (
    <>
      <LatestSubmission projectId={activeProjectId} />
      <PlatformCheckCard projectId={activeProjectId} canWrite={reason === null} />
      <MetricsWizard
        key={`${userId}:${activeProjectId}`}
        userId={userId}
        projectId={activeProjectId}
        readOnlyReason={reason}
        teamOffer={(emails) => <InviteTeamOffer text={emails} />}
      />
      <NotesCard key={activeProjectId} projectId={activeProjectId} readOnlyReason={reason} />
    </>
  );
}

export function Component() {
  const { activeProject, activeProjectId, isLoading } = useActiveProject();
  const user = useSession().data?.user;
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-primary md:text-3xl">
          Client Portal
        </h1>
        {!isLoading && (
          <p className="mt-1 text-muted-foreground">
            {activeProject
              ? PROJECT_MESSAGES.workingOn(activeProject.name)
              : PROJECT_MESSAGES.selectProject}
          </p>
        )}
      </div>
      {user && <WelcomeCard user={user} />}
      {activeProjectId !== null && (
        <MemberDeliverablesCard key={activeProjectId} projectId={activeProjectId} />
      )}
      <TeamCard />
      {user && (
        <DashboardTabs
          metrics={<DataGathering userId={user.id} />}
          connections={<ConnectionsPanel />}
        />
      )}
    </div>
  );
}
