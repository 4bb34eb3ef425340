/**
 * The admin's page of one project (docs/product.md#workspace): members and pending invitations,
 * analysts, submissions, the brief and the initial report's review, notes, connections,
 * downloads, deliverables, archiving and closing the engagement (the administrator's alone; an analyst sees the rest, decision 099). Its data is three
 * requests: the workspace (which carries the deliverables and the platform check too), and the
 * first page of the submissions and of the notes.
 */
import { ArrowLeft, SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PROJECT_STATUS_LABELS } from '../../../../../common/projects/constants.ts';
import { ANALYST_MESSAGES, PROJECT_PAGE_MESSAGES } from '../../../../../common/admin/messages.ts';
import { PATHS } from '../../../../../common/shared/paths.ts';
import { Alert, AlertDescription, AlertTitle } from '../../../../components/ui/alert.tsx';
import { Badge } from '../../../../components/ui/badge.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { Card, CardContent, CardHeader } from '../../../../components/ui/card.tsx';
import { LoadingRegion, Skeleton, SkeletonCard } from '../../../../components/ui/skeleton.tsx';
import { ApiRequestError } from '../../../../lib/api.ts';
import { AdminDeliverablesCard } from '../../../deliverables/index.ts';
import { AdminStageCard } from '../../../stages/index.ts';
import { AdminPlatformCheckCard } from '../../../platform-check/index.ts';
import { AdminChannelPerformanceCard } from '../../../channels/index.ts';
import { ReportReview } from '../../../reports/index.ts';
import { useProjectWorkspace } from '../../api/workspace.ts';
import { formatDate } from '../../../../lib/format.ts';
import { useFirmRole } from '../admin-gate.tsx';
import { ActivitySection } from './activity-section.tsx';
import { AnalystsCard } from './analysts-card.tsx';
import { ArchiveButton } from './archive-button.tsx';
import { ClosureNotice, CloseEngagementButton } from './close-engagement.tsx';
import { ConnectionsCard } from './connections-card.tsx';
import { DownloadsCard } from './downloads-card.tsx';
import { InvitationsTableCard, MembersCard } from './members-cards.tsx';
import { LatestBriefCard } from './latest-brief-card.tsx';
import { NotesCard } from './notes-card.tsx';
import { SubmissionsCard } from './submissions-card.tsx';

function BackToAdmin() {
  const analyst = useFirmRole() === 'analyst';
  return (
    <Button variant="outline" asChild>
      <Link to={PATHS.admin}>
        <ArrowLeft aria-hidden="true" />
        {analyst ? ANALYST_MESSAGES.backToDashboard : PROJECT_PAGE_MESSAGES.backToAdmin}
      </Link>
    </Button>
  );
}

/** An id that names no project (unknown, or not an id at all). */
export function ProjectNotFound() {
  return (
    <div className="flex justify-center py-12">
      <Card className="w-full max-w-md text-center">
        <CardHeader className="items-center">
          <SearchX className="size-10 text-muted-foreground" aria-hidden="true" />
          <h1 className="text-2xl font-bold">{PROJECT_PAGE_MESSAGES.notFoundTitle}</h1>
          <p className="text-muted-foreground">{PROJECT_PAGE_MESSAGES.notFound}</p>
        </CardHeader>
        <CardContent>
          <BackToAdmin />
        </CardContent>
      </Card>
    </div>
  );
}

function PageFrame({ children }: { children: ReactNode }) {
  return <div className="mx-auto flex w-full max-w-6xl flex-col gap-6">{children}</div>;
}

export function ProjectPage({ projectId }: { projectId: number }) {
  const workspace = useProjectWorkspace(projectId);
  const administrator = useFirmRole() === 'administrator';
  if (workspace.isPending) {
    return (
      <PageFrame>
        <LoadingRegion label="Loading the project" className="flex flex-col gap-6">
          <div className="flex flex-col gap-2">
            <Skeleton className="h-8 w-64" />
            <Skeleton className="h-5 w-80 max-w-full" />
          </div>
          <SkeletonCard lines={2} />
          <SkeletonCard lines={4} />
          <SkeletonCard lines={3} />
        </LoadingRegion>
      </PageFrame>
    );
  }
  if (workspace.isError) {
    if (workspace.error instanceof ApiRequestError && workspace.error.status === 404) {
      return <ProjectNotFound />;
    }
    return (
      <PageFrame>
        <div>
          <BackToAdmin />
        </div>
        <Alert variant="destructive">
          <AlertTitle>{PROJECT_PAGE_MESSAGES.loadFailed}</AlertTitle>
          <AlertDescription>{workspace.error.message}</AlertDescription>
        </Alert>
      </PageFrame>
    );
  }

  const { project, closure, deliverables, platformCheck } = workspace.data;
  return (
    <PageFrame>
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="flex min-w-0 flex-col gap-2">
          <h1 className="break-words text-2xl font-bold tracking-tight text-primary md:text-3xl">
            {project.name}
          </h1>
          <div className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
            <Badge variant={project.status === 'active' ? 'default' : 'secondary'}>
              {PROJECT_STATUS_LABELS[project.status]}
            </Badge>
            <code className="rounded bg-muted px-1.5 py-0.5 text-xs">{project.slug}</code>
            <span>{project.allowedDomains.join(', ')}</span>
            <span>Created {formatDate(project.createdAt)}</span>
          </div>
        </div>
        <div className="flex flex-wrap gap-2">
          <BackToAdmin />
          {administrator && !closure && (
            <>
              <ArchiveButton project={project} onChanged={() => workspace.refetch()} />
              <CloseEngagementButton project={project} />
            </>
          )}
        </div>
      </div>
      {closure && <ClosureNotice closure={closure} />}
      <AdminStageCard
        projectId={projectId}
        stage={workspace.data.stage}
        closedAt={closure?.closedAt ?? null}
        canMove={administrator}
      />
      {!closure && <AdminDeliverablesCard projectId={projectId} initial={deliverables} />}
      <MembersCard workspace={workspace} administrator={administrator} />
      <InvitationsTableCard workspace={workspace} />
      <AnalystsCard workspace={workspace} administrator={administrator} />
      <LatestBriefCard projectId={projectId} platformCheck={platformCheck} />
      <ReportReview projectId={projectId} readOnly={Boolean(closure)} />
      <SubmissionsCard projectId={projectId} />
      <AdminPlatformCheckCard check={platformCheck} />
      {!closure && <AdminChannelPerformanceCard projectId={projectId} />}
      <NotesCard projectId={projectId} />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <ConnectionsCard workspace={workspace.data} />
        <DownloadsCard projectId={projectId} />
      </div>
      <ActivitySection projectId={projectId} />
    </PageFrame>
  );
}
