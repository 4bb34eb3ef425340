/**
 * The sandbox's Google Ads data: generated from fixed seeds, so every run, machine and test
 * sees the same accounts, campaigns and keywords. Ids are digits (Google's format) in the
 * 90000000xx range and every name starts with "Sandbox" or reads as made up; emails are
 * at example.com.
 *
 * Four sandbox Google users (the sandbox consent page offers them):
 *   demo      sandbox.demo@example.com       one manager, three active accounts, one empty
 *                                            account and one whose reports fail (403)
 *   agency    sandbox.agency@example.com     only the manager: its three accounts are reached
 *                                            through it (login-customer-id), one of them two
 *                                            levels down, below a second manager
 *   empty     sandbox.no-ads@example.com     no Google Ads accounts
 *   denied    sandbox.denied@example.com     listing accounts fails (403 USER_PERMISSION_DENIED)
 *
 * Some campaigns have a lifetime budget (total_amount_micros) instead of a daily one.
 */

export interface FakeKeyword {
  criterionId: string;
  text: string;
  matchType: 'EXACT' | 'PHRASE' | 'BROAD';
  status: 'ENABLED' | 'PAUSED' | 'REMOVED';
  impressions: number;
  clicks: number;
  costMicros: number;
}

export interface FakeAdGroup {
  id: string;
  name: string;
  keywords: FakeKeyword[];
}

export interface FakeCampaign {
  id: string;
  name: string;
  status: 'ENABLED' | 'PAUSED' | 'REMOVED' | 'UNKNOWN';
  channelType: string;
  budgetId: string;
  /** daily: amount_micros; lifetime: total_amount_micros (a custom-period budget). */
  budgetPeriod: 'daily' | 'lifetime';
  budgetMicros: number;
  impressions: number;
  clicks: number;
  costMicros: number;
  /** Doubles, as Google reports them (fractional under data-driven attribution). */
  conversions: number;
  conversionsValue: number;
  adGroups: FakeAdGroup[];
}

export interface FakeCustomer {
  id: string;
  name: string;
  currency: string;
  timeZone: string;
  manager: boolean;
  /** A manager's direct children (customer_client links); empty for other accounts. */
  clientIds: string[];
  /** Reports (campaign and keyword queries) answer this error instead of rows. */
  reportFailure: 'USER_PERMISSION_DENIED' | null;
  campaigns: FakeCampaign[];
}

export interface FakeGoogleUser {
  key: string;
  email: string;
  name: string;
  /** What the sandbox consent page says about this user. */
  description: string;
  customerIds: string[];
  /** listAccessibleCustomers answers this error instead. */
  listFailure: 'USER_PERMISSION_DENIED' | null;
}

export interface FakeDataset {
  users: FakeGoogleUser[];
  customers: Map<string, FakeCustomer>;
}

/** A small, fast, seedable PRNG (mulberry32). */
function random(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!,
  };
}

interface AccountTheme {
  id: string;
  name: string;
  currency: string;
  timeZone: string;
  seed: number;
  campaignCount: number;
  products: readonly string[];
  modifiers: readonly string[];
  /** Names that exercise CSV quoting and the formula guard. */
  specialNames?: readonly string[];
  reportFailure?: FakeCustomer['reportFailure'];
}

const SUFFIXES = ['Brand', 'Generic', 'Prospecting', 'Remarketing', 'Competitors', 'Seasonal'];
const CHANNELS = [
  'SEARCH',
  'SEARCH',
  'SEARCH',
  'PERFORMANCE_MAX',
  'DISPLAY',
  'SHOPPING',
  'VIDEO',
  'DEMAND_GEN',
] as const;
const CHANNEL_LABELS: Record<string, string> = {
  SEARCH: 'Search',
  PERFORMANCE_MAX: 'PMax',
  DISPLAY: 'Display',
  SHOPPING: 'Shopping',
  VIDEO: 'YouTube',
  DEMAND_GEN: 'Demand Gen',
};

const THEMES: AccountTheme[] = [
  {
    id: '9000000002',
    name: 'Sandbox Outdoor Co.',
    currency: 'USD',
    timeZone: 'America/New_York',
    seed: 2,
    campaignCount: 24,
    products: [
      'Hiking Boots',
      'Tents',
      'Rain Jackets',
      'Backpacks',
      'Camp Stoves',
      'Sleeping Bags',
      'Trail Running',
      'Climbing Gear',
      'Kayaks',
    ],
    modifiers: ['buy', 'best', 'waterproof', 'lightweight', 'sale', 'womens', 'mens', 'near me'],
    specialNames: ['@Home Fitness – Search', 'Brand, "Core" Terms'],
  },
  {
    id: '9000000003',
    name: 'Sandbox Boutique Hotels',
    currency: 'EUR',
    timeZone: 'Europe/Berlin',
    seed: 3,
    campaignCount: 14,
    products: ['Berlin Hotel', 'Munich Suites', 'Spa Weekend', 'City Break', 'Business Stay'],
    modifiers: ['book', 'cheap', 'luxury', 'last minute', 'deals', 'family'],
  },
  {
    id: '9000000004',
    name: 'Sandbox Software Ltd',
    currency: 'GBP',
    timeZone: 'Europe/London',
    seed: 4,
    campaignCount: 10,
    products: ['CRM Software', 'Invoicing App', 'Payroll Tool', 'Team Chat'],
    modifiers: ['free trial', 'pricing', 'small business', 'alternative', 'reviews', 'online'],
  },
  {
    id: '9000000006',
    name: 'Sandbox Restricted Account',
    currency: 'USD',
    timeZone: 'America/Chicago',
    seed: 6,
    campaignCount: 4,
    products: ['Widgets', 'Gadgets'],
    modifiers: ['buy', 'cheap', 'best', 'online'],
    reportFailure: 'USER_PERMISSION_DENIED',
  },
];

function buildCustomer(theme: AccountTheme): FakeCustomer {
  const rng = random(theme.seed * 7919);
  const used = new Set<string>();
  const campaigns: FakeCampaign[] = [];
  let nextId = Number(theme.id.slice(-2)) * 1_000_000;
  const id = () => String((nextId += rng.int(1, 97)));

  for (let index = 0; index < theme.campaignCount; index += 1) {
    const channelType = index < 3 ? 'SEARCH' : rng.pick(CHANNELS);
    let name = theme.specialNames?.[index];
    while (!name || used.has(name)) {
      name = `${rng.pick(theme.products)} – ${rng.pick(SUFFIXES)} (${CHANNEL_LABELS[channelType]})`;
      if (used.has(name)) name = `${name} ${rng.int(2, 9)}`;
    }
    used.add(name);
    // Mostly enabled; every account also has paused ones, and the larger ones removed
    // campaigns (the query leaves those out) and one in a status this API version can't name.
    const status: FakeCampaign['status'] =
      index === theme.campaignCount - 1 && theme.campaignCount > 12
        ? 'REMOVED'
        : index === theme.campaignCount - 2 && theme.campaignCount > 20
          ? 'REMOVED'
          : index === 5 && theme.campaignCount >= 10 && theme.seed === 4
            ? 'UNKNOWN'
            : rng.next() < 0.25
              ? 'PAUSED'
              : 'ENABLED';
    const scale = status === 'PAUSED' ? 0.15 : 1;
    const impressions = Math.round(rng.int(4_000, 240_000) * scale);
    const clicks = Math.round(impressions * (0.01 + rng.next() * 0.07));
    const cpcMicros = rng.int(30, 450) * 10_000;
    const adGroups: FakeAdGroup[] = [];
    if (channelType === 'SEARCH') {
      const product = theme.products.find((p) => name.includes(p)) ?? rng.pick(theme.products);
      for (const groupName of [`${product} – Core`, `${product} – Long Tail`]) {
        const keywords: FakeKeyword[] = [];
        const count = rng.int(6, 8);
        const texts = new Set<string>();
        for (let attempt = 0; texts.size < count && attempt < 100; attempt += 1) {
          const base = product.toLowerCase();
          const modifier = rng.pick(theme.modifiers);
          texts.add(rng.next() < 0.5 ? `${modifier} ${base}` : `${base} ${modifier}`);
        }
        if (groupName.endsWith('Core'))
          texts.add(`+${product.toLowerCase().split(' ').join(' +')}`);
        for (const text of texts) {
          const kwImpressions = Math.round((impressions / (count * 2)) * (0.3 + rng.next() * 1.4));
          const kwClicks = Math.round(kwImpressions * (0.01 + rng.next() * 0.08));
          keywords.push({
            criterionId: id(),
            text,
            matchType: text.startsWith('+') ? 'BROAD' : rng.pick(['EXACT', 'PHRASE', 'BROAD']),
            status: rng.next() < 0.1 ? 'PAUSED' : rng.next() < 0.05 ? 'REMOVED' : 'ENABLED',
            impressions: kwImpressions,
            clicks: kwClicks,
            costMicros: kwClicks * cpcMicros,
          });
        }
        adGroups.push({ id: id(), name: groupName, keywords });
      }
    }
    // Derived without drawing from the generator, so the other figures stay as they were.
    const lifetime = index % 5 === 4;
    const dailyMicros = rng.int(2, 80) * 5_000_000;
    const conversions = Math.round(clicks * (2 + (index % 4) * 1.5) + (index % 3) * 37) / 100;
    campaigns.push({
      id: id(),
      name,
      status,
      channelType,
      budgetId: id(),
      budgetPeriod: lifetime ? 'lifetime' : 'daily',
      budgetMicros: lifetime ? dailyMicros * 30 : dailyMicros,
      impressions,
      clicks,
      costMicros: clicks * cpcMicros,
      conversions,
      conversionsValue: Math.round(conversions * (40 + index * 3) * 100) / 100,
      adGroups,
    });
  }
  return {
    id: theme.id,
    name: theme.name,
    currency: theme.currency,
    timeZone: theme.timeZone,
    manager: false,
    clientIds: [],
    reportFailure: theme.reportFailure ?? null,
    campaigns,
  };
}

export const SANDBOX_MANAGER_ID = '9000000001';
/** A manager below SANDBOX_MANAGER_ID, holding one account (two levels below the top). */
export const SANDBOX_SUB_MANAGER_ID = '9000000007';
export const SANDBOX_EMPTY_ACCOUNT_ID = '9000000005';
export const SANDBOX_FAILING_ACCOUNT_ID = '9000000006';

function buildDataset(): FakeDataset {
  const customers = new Map<string, FakeCustomer>();
  customers.set(SANDBOX_MANAGER_ID, {
    id: SANDBOX_MANAGER_ID,
    name: 'Sandbox Agency (Manager)',
    currency: 'USD',
    timeZone: 'America/New_York',
    manager: true,
    clientIds: ['9000000002', '9000000003', SANDBOX_SUB_MANAGER_ID],
    reportFailure: null,
    campaigns: [],
  });
  customers.set(SANDBOX_SUB_MANAGER_ID, {
    id: SANDBOX_SUB_MANAGER_ID,
    name: 'Sandbox Agency UK (Manager)',
    currency: 'GBP',
    timeZone: 'Europe/London',
    manager: true,
    clientIds: ['9000000004'],
    reportFailure: null,
    campaigns: [],
  });
  for (const theme of THEMES) customers.set(theme.id, buildCustomer(theme));
  customers.set(SANDBOX_EMPTY_ACCOUNT_ID, {
    id: SANDBOX_EMPTY_ACCOUNT_ID,
    name: 'Sandbox Empty Account',
    currency: 'USD',
    timeZone: 'America/Los_Angeles',
    manager: false,
    clientIds: [],
    reportFailure: null,
    campaigns: [],
  });
  return {
    customers,
    users: [
      {
        key: 'demo',
        email: 'sandbox.demo@example.com',
        name: 'Sandbox Demo',
        description:
          'A manager, three accounts with campaigns, an empty account and one whose reports fail',
        customerIds: [
          SANDBOX_MANAGER_ID,
          '9000000002',
          '9000000003',
          '9000000004',
          SANDBOX_EMPTY_ACCOUNT_ID,
          SANDBOX_FAILING_ACCOUNT_ID,
        ],
        listFailure: null,
      },
      {
        key: 'agency',
        email: 'sandbox.agency@example.com',
        name: 'Sandbox Agency',
        description: 'Only a manager account: its client accounts are reached through it',
        customerIds: [SANDBOX_MANAGER_ID],
        listFailure: null,
      },
      {
        key: 'empty',
        email: 'sandbox.no-ads@example.com',
        name: 'Sandbox No Ads',
        description: 'A Google account without any Google Ads account',
        customerIds: [],
        listFailure: null,
      },
      {
        key: 'denied',
        email: 'sandbox.denied@example.com',
        name: 'Sandbox Denied',
        description: 'Google Ads refuses to list this user’s accounts (an error)',
        customerIds: [],
        listFailure: 'USER_PERMISSION_DENIED',
      },
    ],
  };
}

let dataset: FakeDataset | null = null;

/** The sandbox dataset (built once per process; never mutated). */
export function sandboxDataset(): FakeDataset {
  dataset ??= buildDataset();
  return dataset;
}
