/**
 * The client's dashboard card (decision 105): the platform check, and for a member who may
 * write, choosing the project's Google Ads accounts among those their own grant reaches.
 */
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { PATHS } from '../../../../common/shared/paths.ts';
import { PLATFORM_CHECK_MESSAGES as M } from '../../../../common/platform-check/messages.ts';
import { Button } from '../../../components/ui/button.tsx';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { LoadingRegion, Skeleton } from '../../../components/ui/skeleton.tsx';
import { saveWithToast } from '../../../lib/save-with-toast.ts';
import { useGoogleAdsAccounts, useGoogleAdsConnection } from '../../google-ads/index.ts';
import { useChooseAccounts, usePlatformCheck } from '../api/platform-check.ts';
import { PlatformCheckView } from './platform-check-view.tsx';

function AccountChooser({
  projectId,
  chosen,
  onDone,
}: {
  projectId: number;
  chosen: string[];
  onDone: () => void;
}) {
  const connection = useGoogleAdsConnection();
  const connected = connection.data?.connected ?? false;
  const accounts = useGoogleAdsAccounts(connected);
  const choose = useChooseAccounts(projectId);
  const [selected, setSelected] = useState(() => new Set(chosen));

  if (connection.isPending) return <AccountsLoading />;
  if (!connected) {
    return (
      <p className="text-sm">
        {M.connectFirst}{' '}
        <Link className="font-medium underline" to={PATHS.googleAdsTest}>
          {M.connectLink}
        </Link>
      </p>
    );
  }
  if (accounts.isPending) return <AccountsLoading />;
  if (accounts.isError) return <p className="text-sm text-destructive">{accounts.error.message}</p>;
  if (accounts.data.length === 0) return <p className="text-sm">{M.noAccounts}</p>;

  const toggle = (id: string, on: boolean) =>
    setSelected((old) => {
      const next = new Set(old);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  async function save() {
    if (await saveWithToast(() => choose.mutateAsync([...selected]), M.saved)) onDone();
  }

  return (
    <form
      className="flex flex-col gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-medium">{M.chooseLegend}</legend>
        {accounts.data.map((account) => (
          <div key={account.id} className="flex items-center gap-2">
            <Checkbox
              id={`platform-account-${account.id}`}
              checked={selected.has(account.id)}
              onCheckedChange={(value) => toggle(account.id, value === true)}
            />
            <Label htmlFor={`platform-account-${account.id}`} className="font-normal">
              {account.name} ({account.id}, {account.currency})
            </Label>
          </div>
        ))}
      </fieldset>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={choose.isPending}>
          {choose.isPending ? M.saving : M.save}
        </Button>
        <Button type="button" variant="outline" onClick={onDone}>
          {M.cancel}
        </Button>
      </div>
    </form>
  );
}

function AccountsLoading() {
  return (
    <LoadingRegion label="Loading your Google Ads accounts" className="flex flex-col gap-2">
      <Skeleton className="h-4 w-48" />
      <Skeleton className="h-5 w-64" />
      <Skeleton className="h-5 w-56" />
    </LoadingRegion>
  );
}

export function PlatformCheckCard({
  projectId,
  canWrite,
}: {
  projectId: number;
  canWrite: boolean;
}) {
  const check = usePlatformCheck(projectId);
  const [choosing, setChoosing] = useState(false);
  const titleId = useId();
  return (
    <Card role="region" aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle as="h2" id={titleId}>
          {M.title}
        </CardTitle>
        <CardDescription>{M.intro}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {check.isPending && (
          <LoadingRegion label="Loading the platform check" className="flex flex-col gap-2">
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-4 w-3/5" />
            <Skeleton className="h-9 w-36" />
          </LoadingRegion>
        )}
        {check.isError && <p className="text-sm text-destructive">{M.loadFailed}</p>}
        {check.data && <PlatformCheckView check={check.data} />}
        {check.data && canWrite && !choosing && (
          <div>
            <Button variant="outline" onClick={() => setChoosing(true)}>
              {check.data.accounts.length > 0 ? M.change : M.choose}
            </Button>
          </div>
        )}
        {check.data && canWrite && choosing && (
          <AccountChooser
            projectId={projectId}
            chosen={check.data.accounts.map((account) => account.id)}
            onDone={() => setChoosing(false)}
          />
        )}
      </CardContent>
    </Card>
  );
}
