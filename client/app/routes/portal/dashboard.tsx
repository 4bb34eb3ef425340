/**
 * /portal and /portal/dashboard (docs/product.md#routes): heading, the active project line, the
 * welcome card, the engagement's stage, the initial report (docs/product.md#initial-report),
 * the firm's deliverables (docs/product.md#deliverables), the Team card (the
 * project's owner: invitations) and the two tabs: data entry (the completeness checklist,
 * the wizard or its submitted state with the metrics brief, notes) and the ad platform
 * connections. A closed engagement (decision 101) says when it was closed above it all, and shows
 * none of the cards its deleted data would leave empty.
 */
import { CLOSED_PROJECT_MESSAGES, PROJECT_MESSAGES } from '../../../../common/projects/messages.ts';
import { LoadingRegion, Skeleton, SkeletonCard } from '../../../components/ui/skeleton.tsx';
import { useSession } from '../../../features/auth/index.ts';
import { ConnectionsPanel } from '../../../features/connections/index.ts';
import { InviteTeamOffer, TeamCard } from '../../../features/invitations/index.ts';
import { MemberDeliverablesCard } from '../../../features/deliverables/index.ts';
import {
  ClosedEngagementBanner,
  DashboardTabs,
  WelcomeCard,
} from '../../../features/dashboard/index.ts';
import { NOTES_ANCHOR } from '../../../features/brief/index.ts';
import { MetricsEntry, NoProjectSelected } from '../../../features/metrics/index.ts';
import { NotesCard } from '../../../features/notes/index.ts';
import { PlatformCheckCard } from '../../../features/platform-check/index.ts';
import { InitialReportCard } from '../../../features/reports/index.ts';
import { ChannelPerformanceCard } from '../../../features/channels/index.ts';
import { StageCard } from '../../../features/stages/index.ts';
import {
  NoProjectNotice,
  useActiveProject,
  useWriteAccess,
} from '../../../features/projects/index.ts';
import { DashboardChecklist } from './dashboard-checklist.tsx';

function DataGathering({ userId }: { userId: string }) {
  const { activeProject, activeProjectId, isLoading } = useActiveProject();
  const { reason } = useWriteAccess();
  if (isLoading) {
    // The wizard's outer card and the notes card, until the projects say which to show.
    return (
      <LoadingRegion label="Loading your project" className="flex flex-col gap-6">
        <SkeletonCard lines={6} className="min-h-80" />
        <SkeletonCard lines={2} />
      </LoadingRegion>
    );
  }
  if (activeProjectId === null) {
    return (
      <>
        <NoProjectSelected />
        <NotesCard projectId={null} />
      </>
    );
  }
  if (activeProject?.closedAt) {
    return <p className="text-muted-foreground">{CLOSED_PROJECT_MESSAGES.nothingToGather}</p>;
  }
  return (
    <>
      <div className="contents print:hidden">
        <DashboardChecklist projectId={activeProjectId} />
      </div>
      <MetricsEntry
        key={`${userId}:${activeProjectId}`}
        userId={userId}
        projectId={activeProjectId}
        readOnlyReason={reason}
        teamOffer={(emails) => <InviteTeamOffer text={emails} />}
      />
      <PlatformCheckCard projectId={activeProjectId} canWrite={reason === null} />
      <ChannelPerformanceCard projectId={activeProjectId} />
      <div id={NOTES_ANCHOR} className="scroll-mt-4">
        <NotesCard key={activeProjectId} projectId={activeProjectId} readOnlyReason={reason} />
      </div>
    </>
  );
}

export function Component() {
  const { activeProject, activeProjectId, isLoading, projects } = useActiveProject();
  const user = useSession().data?.user;
  const closedAt = activeProject?.closedAt ?? null;
  // The cards of a running (or only archived) engagement; a closed one's data is gone.
  const runningProjectId = closedAt === null ? activeProjectId : null;
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-3 sm:gap-6">
      {closedAt !== null && <ClosedEngagementBanner closedAt={closedAt} />}
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-primary md:text-3xl">
          Client Portal
        </h1>
        {isLoading ? (
          <Skeleton className="mt-2 h-5 w-56" />
        ) : (
          <p className="mt-1 text-muted-foreground">
            {activeProject
              ? PROJECT_MESSAGES.workingOn(activeProject.name)
              : PROJECT_MESSAGES.selectProject}
          </p>
        )}
      </div>
      {!isLoading && projects.length === 0 && user && <NoProjectNotice isAdmin={user.isAdmin} />}
      {/* Printed, the dashboard is the brief (decision 106): the other cards stay on screen. */}
      <div className="contents print:hidden">
        {user && <WelcomeCard user={user} closed={closedAt !== null} />}
      </div>
      {runningProjectId !== null && (
        <>
          <StageCard key={`stage:${runningProjectId}`} projectId={runningProjectId} />
          <InitialReportCard key={`report:${runningProjectId}`} projectId={runningProjectId} />
        </>
      )}
      <div className="contents print:hidden">
        {runningProjectId !== null && (
          <MemberDeliverablesCard key={runningProjectId} projectId={runningProjectId} />
        )}
        <TeamCard />
      </div>
      {user && (
        <DashboardTabs
          metrics={<DataGathering userId={user.id} />}
          connections={<ConnectionsPanel />}
        />
      )}
    </div>
  );
}
