/**
 * /portal/admin (docs/product.md#workspace): the page itself checks for the administrator, and
 * that they have two-factor sign-in on. An analyst (decision 099) gets the Overview of
 * their own projects, and nothing else.
 */
import { ArrowLeft } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { ANALYST_MESSAGES } from '../../../../common/admin/messages.ts';
import { PATHS } from '../../../../common/shared/paths.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs.tsx';
import {
  AdminGate,
  AuditTrailCard,
  ContactsTab,
  CREATE_PARAM,
  MailTab,
  OverviewTab,
  ProjectsTab,
  useFirmRole,
  UsersTab,
} from '../../../features/admin/index.ts';

export function Component() {
  return (
    <AdminGate>
      <AdminDashboard />
    </AdminGate>
  );
}

function AdminDashboard() {
  const analyst = useFirmRole() === 'analyst';
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-2xl font-bold tracking-tight text-primary md:text-3xl">
          {analyst ? ANALYST_MESSAGES.dashboardTitle : 'Admin Dashboard'}
        </h1>
        <Button variant="outline" asChild>
          <Link to={PATHS.portalDashboard}>
            <ArrowLeft aria-hidden="true" />
            Back to Portal
          </Link>
        </Button>
      </div>
      {analyst ? <OverviewTab /> : <AdminTabs />}
    </div>
  );
}

function AdminTabs() {
  // Sent to create a project (`?create=project`): the Projects tab, its dialog open.
  const [params] = useSearchParams();
  return (
    <>
      <Tabs defaultValue={params.has(CREATE_PARAM) ? 'projects' : 'overview'}>
        {/* The tabs are wider than a phone: they wrap rather than widen the page. */}
        <TabsList className="h-auto max-w-full flex-wrap">
          <TabsTrigger value="overview">Overview</TabsTrigger>
          <TabsTrigger value="projects">Projects</TabsTrigger>
          <TabsTrigger value="users">Users</TabsTrigger>
          <TabsTrigger value="contacts">Contacts</TabsTrigger>
          <TabsTrigger value="mail">Mail</TabsTrigger>
          <TabsTrigger value="audit">Audit Trail</TabsTrigger>
        </TabsList>
        <TabsContent value="overview">
          <OverviewTab />
        </TabsContent>
        <TabsContent value="projects">
          <ProjectsTab />
        </TabsContent>
        <TabsContent value="users">
          <UsersTab />
        </TabsContent>
        <TabsContent value="contacts">
          <ContactsTab />
        </TabsContent>
        <TabsContent value="mail">
          <MailTab />
        </TabsContent>
        <TabsContent value="audit">
          <AuditTrailCard />
        </TabsContent>
      </Tabs>
    </>
  );
}
