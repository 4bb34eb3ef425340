import { Pencil } from 'lucide-react';
import { useState } from 'react';
import { MEMBER_ROLE_LABELS } from '../../../../common/constants.ts';
import type { AdminUser } from '../../../../common/contracts/projects.ts';
import { ADMIN_MESSAGES } from '../../../../common/messages.ts';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card.tsx';
import { PageLoading } from '../../../components/ui/page-loading.tsx';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '../../../components/ui/table.tsx';
import { useAdminUsers } from '../api/admin.ts';
import { AssignProjectsDialog } from './assign-projects-dialog.tsx';

const joined = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
});

export function UsersTab() {
  const users = useAdminUsers();
  const [assigning, setAssigning] = useState<AdminUser | null>(null);

  return (
    <Card>
      <CardHeader>
        <CardTitle>Users</CardTitle>
        <CardDescription>
          Everyone who has signed up, and the projects they can access.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {users.isPending ? (
          <PageLoading label="Loading users" />
        ) : users.isError ? (
          <Alert variant="destructive">
            <AlertTitle>Could not load users</AlertTitle>
            <AlertDescription>{users.error.message}</AlertDescription>
          </Alert>
        ) : (
          <Table aria-label="Users">
            <TableHeader>
              <TableRow>
                <TableHead>Email</TableHead>
                <TableHead>Display Name</TableHead>
                <TableHead>Projects</TableHead>
                <TableHead>Joined</TableHead>
                <TableHead className="text-right">Actions</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {users.data.map((user) => (
                <TableRow key={user.id}>
                  <TableCell className="font-medium">{user.email}</TableCell>
                  <TableCell>
                    {user.displayName ?? <span className="text-muted-foreground">—</span>}
                  </TableCell>
                  <TableCell className="max-w-72">
                    {user.projects.length === 0 ? (
                      <span className="text-muted-foreground">{ADMIN_MESSAGES.noProjects}</span>
                    ) : (
                      <div className="flex flex-wrap gap-1">
                        {user.projects.map((project) => (
                          <Badge key={project.id} variant="secondary">
                            {project.name} · {MEMBER_ROLE_LABELS[project.role]}
                          </Badge>
                        ))}
                      </div>
                    )}
                  </TableCell>
                  <TableCell className="whitespace-nowrap">
                    {joined.format(new Date(user.createdAt))}
                  </TableCell>
                  <TableCell className="text-right">
                    <Button
                      variant="ghost"
                      size="sm"
                      aria-label={`Assign projects to ${user.email}`}
                      onClick={() => setAssigning(user)}
                    >
                      <Pencil aria-hidden="true" />
                      Edit
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </CardContent>
      <AssignProjectsDialog
        key={assigning?.id ?? 'none'}
        user={assigning}
        onOpenChange={(open) => !open && setAssigning(null)}
      />
    </Card>
  );
}
