/**
 * How a user reaches each Google Ads customer, which decides the `login-customer-id` header
 * (docs/integrations.md#google-ads, checked against Google's own material; docs/decisions/084):
 *
 *   directly   the customer is in the user's listAccessibleCustomers: no header
 *   manager    the customer is below a manager the user reaches directly (its
 *              customer_client rows): the header names that manager
 *
 * The header depends on the user and the customer, never on the app: a manager the user
 * cannot reach is refused with 403 USER_PERMISSION_DENIED, even for a customer the user
 * could read directly.
 */
import { directAccess, type CustomerAccess } from './ads.ts';
import { GoogleAdsApiError } from './errors.ts';
import type { ClientInfo, CustomerInfo, GoogleAdsReports } from './reports.ts';

/** A customer this user reaches, and how. */
export interface ReachableCustomer extends CustomerInfo {
  access: CustomerAccess;
}

/** Per-account errors that leave the account out instead of failing the whole walk. */
const SKIPPABLE_ACCOUNT_ERRORS = ['CUSTOMER_NOT_ENABLED', 'USER_PERMISSION_DENIED'];
const CONCURRENCY = 4;

export interface ReachOptions {
  /**
   * GOOGLE_ADS_LOGIN_CUSTOMER_ID: when the user reaches a customer through several managers
   * and this is one of them, it is the one named. Never sent for a user who does not reach it.
   */
  preferredManagerId: string | null;
  /** Told about each account Google refused individually (and left out). */
  onSkipped?: (customerId: string, code: string) => void;
}

export async function mapLimit<T, R>(items: T[], limit: number, run: (item: T) => Promise<R>) {
  const results = new Array<R>(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const index = next++;
        results[index] = await run(items[index]!);
      }
    }),
  );
  return results;
}

/** `run`'s answer, or null when Google refused this one account (told to onSkipped). */
async function unlessRefused<T>(
  customerId: string,
  options: ReachOptions,
  run: () => Promise<T>,
): Promise<T | null> {
  try {
    return await run();
  } catch (error) {
    const code =
      error instanceof GoogleAdsApiError
        ? SKIPPABLE_ACCOUNT_ERRORS.find((skippable) => error.has(skippable))
        : undefined;
    if (!code) throw error;
    options.onSkipped?.(customerId, code);
    return null;
  }
}

interface ManagerRoute {
  managerId: string;
  client: ClientInfo;
}

/** The route to name: the preferred manager, else the nearest (lowest level), then lowest id. */
function better(a: ManagerRoute, b: ManagerRoute, preferred: string | null): number {
  return (
    Number(b.managerId === preferred) - Number(a.managerId === preferred) ||
    a.client.level - b.client.level ||
    a.managerId.localeCompare(b.managerId)
  );
}

/**
 * Every customer the user reaches (managers included), each with its access: the accounts
 * of `accessibleIds` directly, and the accounts below the managers among them through the
 * best manager (see `better`).
 */
export async function reachableCustomers(
  reports: GoogleAdsReports,
  accessibleIds: string[],
  options: ReachOptions,
): Promise<Map<string, ReachableCustomer>> {
  const direct = await mapLimit(accessibleIds, CONCURRENCY, (id) =>
    unlessRefused(id, options, () => reports.customer(directAccess(id))),
  );
  const reached = new Map<string, ReachableCustomer>();
  for (const customer of direct) {
    if (customer) reached.set(customer.id, { ...customer, access: directAccess(customer.id) });
  }
  const managers = [...reached.values()].filter((customer) => customer.manager);
  const clientLists = await mapLimit(managers, CONCURRENCY, (manager) =>
    unlessRefused(manager.id, options, () => reports.clients(manager.id)),
  );
  const routes = managers
    .flatMap((manager, index) =>
      (clientLists[index] ?? []).map((client) => ({ managerId: manager.id, client })),
    )
    .sort((a, b) => better(a, b, options.preferredManagerId));
  for (const { managerId, client } of routes) {
    if (reached.has(client.id)) continue; // direct access, or a better manager already
    const { id, name, currency, timeZone, manager } = client;
    reached.set(id, {
      id,
      name,
      currency,
      timeZone,
      manager,
      access: { customerId: id, loginCustomerId: managerId },
    });
  }
  return reached;
}
