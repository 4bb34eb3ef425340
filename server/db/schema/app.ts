/** The product's own tables, with integer ids for projects and users. */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  date,
  index,
  primaryKey,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import type { Platform } from '../../../common/connections/constants.ts';
import type { ChannelMonth } from '../../../common/channels/contract.ts';
import { REFRESH_ERRORS, WAREHOUSE_SOURCES } from '../../../common/channels/constants.ts';
import { FALLBACK_REASONS, MODEL_USES, REPORT_ORIGINS } from '../../../common/reports/constants.ts';
import type { ReportDraft, ReportFigure } from '../../../common/reports/contract.ts';
import { authUsers } from './auth.ts';
import {
  contactSource,
  crmSyncStatus,
  engagementStage,
  fivetranSetupState,
  funnelTime,
  industry,
  mailStatus,
  memberRole,
  noteCategory,
  platform,
  projectStatus,
  testFrequency,
} from './enums.ts';

const createdAt = timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
/** Money: precision 10, scale 2 (docs/product.md#wizard). */
const money = (name: string) => numeric(name, { precision: 10, scale: 2 });
/** Large money amounts: precision 12, scale 2. */
const largeMoney = (name: string) => numeric(name, { precision: 12, scale: 2 });
/** Percentages and rates: precision 5, scale 2. */
const rate = (name: string) => numeric(name, { precision: 5, scale: 2 });
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/** What closing an engagement deleted (decision 101): counts, and the connectors by id. */
export interface EngagementClosure {
  submissions: number;
  notes: number;
  deliverables: number;
  connectors: { platform: Platform; connectorId: string }[];
  invitations: number;
  /** The Google Ads accounts chosen for the platform check, their snapshots with them. */
  googleAdsAccounts: number;
  /** The connectors' channel snapshots (docs/product.md#channel-data); absent in closures before them. */
  channelSnapshots?: number;
  /** The initial report's versions; absent in closures before it. */
  reports?: number;
}

export const projects = pgTable(
  'projects',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    slug: text('slug').notNull().unique(),
    allowedDomains: text('allowed_domains')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    status: projectStatus('status').notNull().default('active'),
    createdAt,
    /**
     * common/brief/completeness.ts's value for the latest submission, written with each one
     * (docs/product.md#workspace); null until the first.
     */
    completeness: smallint('completeness'),
    // The Overview's figures (docs/product.md#workspace), kept by the database's own
    // triggers on metrics, notes, project_members, data_connectors, auth_sessions and
    // auth_users (migration 0010's overview_refresh), in the transaction of the write that
    // changes them.
    /** The latest submission's time; null: none yet. */
    lastSubmissionAt: timestamp('last_submission_at', { withTimezone: true }),
    /** The newest of its submissions, notes and members' sign-ins; null: none. */
    lastActivityAt: timestamp('last_activity_at', { withTimezone: true }),
    memberCount: integer('member_count').notNull().default(0),
    /** Members without any auth_sessions row (last sign-in `never`: docs/product.md#workspace). */
    neverSignedInCount: integer('never_signed_in_count').notNull().default(0),
    unverifiedCount: integer('unverified_count').notNull().default(0),
    /** Connectors paused, set up incompletely or broken, or never read and never synced. */
    incompleteConnectionCount: integer('incomplete_connection_count').notNull().default(0),
    /**
     * The engagement was closed (decision 101): its client data deleted, the project archived
     * for good. `closed_by` is the administrator's email; `closure` what was deleted.
     */
    closedAt: timestamp('closed_at', { withTimezone: true }),
    closedBy: text('closed_by'),
    closure: jsonb('closure').$type<EngagementClosure>(),
    /** The engagement's current stage (docs/product.md#stages): the newest of its stage_moves. */
    stage: engagementStage('stage').notNull().default('initial_data_collection'),
    /**
     * The initial report's due time (first submission + INITIAL_REPORT_DUE_HOURS) and its first
     * publication (docs/product.md#initial-report): the Overview marks reports due soon by them.
     */
    reportDueAt: timestamp('report_due_at', { withTimezone: true }),
    reportPublishedAt: timestamp('report_published_at', { withTimezone: true }),
    /** Whether a language model may draft the report (MODEL_USES); null: the configured default. */
    modelUse: text('model_use'),
    /** Who drafted the newest draft: `rules` or the model's id (the Overview shows it). */
    latestDraftSource: text('latest_draft_source'),
  },
  (table) => [
    // The Overview's name search (ILIKE '%q%'), as the leads inbox's (decision 094).
    index('projects_name_trgm_idx').using('gin', sql`${table.name} gin_trgm_ops`),
    // The Overview's attention and activity orders walk it (server/modules/admin/overview.ts's
    // key on the last activity, none first).
    index('projects_activity_idx').on(
      sql`coalesce(${table.lastActivityAt}, '-infinity'::timestamptz)`,
      table.id,
    ),
    // The Projects table's order, newest first (server/modules/admin/service.ts): a page is
    // a walk of its first rows, a search included, not a sort of every project.
    index('projects_created_idx').on(table.createdAt, table.id),
    // The Overview's attention order walks it first (server/modules/admin/overview.ts): the
    // active projects whose initial report is not published yet, the earliest due first.
    index('projects_report_due_idx')
      .on(table.reportDueAt, table.id)
      .where(
        sql`${table.status} = 'active' and ${table.reportPublishedAt} is null and ${table.reportDueAt} is not null`,
      ),
    check('projects_model_use_check', sql`${table.modelUse} in (${inList(MODEL_USES)})`),
  ],
);

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    /** The identity library's user id: links this user to their identity. */
    authUserId: text('auth_user_id')
      .notNull()
      .unique()
      .references(() => authUsers.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    displayName: text('display_name'),
    createdAt,
    /**
     * Set while an administrator has deactivated the account (decision 096): no session, no
     * sign-in. `deactivated_by` is the administrator's email (text, kept if that account goes).
     */
    deactivatedAt: timestamp('deactivated_at', { withTimezone: true }),
    deactivatedBy: text('deactivated_by'),
  },
  (table) => [
    // The admin's Users list: newest first, keyset pages.
    index('users_created_id_idx').on(table.createdAt, table.id),
    check(
      'users_deactivated_by_check',
      sql`(${table.deactivatedAt} is null) = (${table.deactivatedBy} is null)`,
    ),
  ],
);

/** A row's owner or project: deleting the user or project deletes the row with it. */
const userReference = () =>
  integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });
const projectReference = () =>
  integer('project_id')
    .notNull()
    .references(() => projects.id, { onDelete: 'cascade' });

export const projectMembers = pgTable(
  'project_members',
  {
    id: serial('id').primaryKey(),
    userId: userReference(),
    projectId: projectReference(),
    role: memberRole('role').notNull().default('member'),
    createdAt,
  },
  (table) => [
    unique('project_members_user_project_unique').on(table.userId, table.projectId),
    index('project_members_project_idx').on(table.projectId),
  ],
);

/**
 * The firm's analysts (decision 099): staff who work on the projects an
 * administrator assigns them, and nothing else. Named by address, so an administrator can
 * add and assign someone before they sign up; the address may then create an account.
 */
export const firmAnalysts = pgTable('firm_analysts', {
  id: serial('id').primaryKey(),
  /** Lowercase, as users.email. */
  email: text('email').notNull().unique(),
  /** The administrator's email (text, kept if that account goes). */
  addedBy: text('added_by').notNull(),
  createdAt,
});

export const analystAssignments = pgTable(
  'analyst_assignments',
  {
    analystId: integer('analyst_id')
      .notNull()
      .references(() => firmAnalysts.id, { onDelete: 'cascade' }),
    projectId: projectReference(),
    assignedBy: text('assigned_by').notNull(),
    createdAt,
  },
  (table) => [
    primaryKey({ columns: [table.analystId, table.projectId] }),
    index('analyst_assignments_project_idx').on(table.projectId),
  ],
);

export type Competitor = { name: string; website?: string };

export const metrics = pgTable(
  'metrics',
  {
    id: serial('id').primaryKey(),
    userId: userReference(),
    projectId: projectReference(),
    createdAt,
    industry: industry('industry'),
    // Economics
    targetCac: money('target_cac'),
    targetRoi: rate('target_roi'),
    roas: rate('roas'),
    paybackPeriod: rate('payback_period'),
    customerSegments: text('customer_segments'),
    trailingTwelveMonthRevenue: largeMoney('trailing_twelve_month_revenue').notNull(),
    revenueImpact: largeMoney('revenue_impact'),
    averageDealSize: money('average_deal_size'),
    ltv: money('ltv'),
    churnRate: rate('churn_rate'),
    seasonality: text('seasonality'),
    actualCac: money('actual_cac'),
    conversionRate: rate('conversion_rate'),
    // Funnel
    leadToMqlRate: rate('lead_to_mql_rate'),
    mqlToSqlRate: rate('mql_to_sql_rate'),
    sqlToOppRate: rate('sql_to_opp_rate'),
    oppToWonRate: rate('opp_to_won_rate'),
    leadToMqlTime: funnelTime('lead_to_mql_time'),
    mqlToSqlTime: funnelTime('mql_to_sql_time'),
    sqlToOppTime: funnelTime('sql_to_opp_time'),
    oppToWonTime: funnelTime('opp_to_won_time'),
    // Competition
    topThreeCompetitors: text('top_three_competitors'),
    competitiveDifferentiation: text('competitive_differentiation'),
    competitors: jsonb('competitors').$type<Competitor[]>(),
    // Team and testing
    marketingTeamSize: integer('marketing_team_size'),
    techStack: text('tech_stack'),
    pastMarketingPlans: text('past_marketing_plans'),
    abTestFrequency: testFrequency('ab_test_frequency'),
    testFrequency: testFrequency('test_frequency'),
    conversionImprovements: text('conversion_improvements'),
    testInsights: text('test_insights'),
    // Data handling
    gdprCompliance: text('gdpr_compliance'),
    dataHandlingProtocols: text('data_handling_protocols'),
    dataAccessPermissions: text('data_access_permissions'),
    dataTransferProtocols: text('data_transfer_protocols'),
    sourceOfTruth: text('source_of_truth'),
    // Sales and order economics
    avgSalesCycle: integer('avg_sales_cycle'),
    averageOrderValue: money('average_order_value'),
    taxPercentage: rate('tax_percentage'),
    returnRate: rate('return_rate'),
    averageOrderValuePostTaxReturns: money('average_order_value_post_tax_returns'),
    grossMargin: rate('gross_margin'),
    costOfFulfillment: money('cost_of_fulfillment'),
    profitPerOrder: money('profit_per_order'),
    customerReturnPercentage: rate('customer_return_percentage'),
    purchaseFrequency: rate('purchase_frequency'),
    profitPerCustomerLtv: money('profit_per_customer_ltv'),
    customerCount: integer('customer_count'),
    marketSize: largeMoney('market_size'),
    // Testing detail
    avgTestDuration: integer('avg_test_duration'),
    testBudget: money('test_budget'),
    successRate: rate('success_rate'),
    testMethodology: text('test_methodology'),
    recentAbTest: text('recent_ab_test'),
    durableLearnings: text('durable_learnings'),
    // Other
    recentChanges: text('recent_changes'),
    growthInitiatives: text('growth_initiatives'),
    challengesAndRisks: text('challenges_and_risks'),
  },
  // Newest first by (created_at, id): the project's lists and their keyset pages.
  (table) => [
    index('metrics_project_created_id_idx').on(table.projectId, table.createdAt, table.id),
  ],
);

export const notes = pgTable(
  'notes',
  {
    id: serial('id').primaryKey(),
    userId: userReference(),
    projectId: projectReference(),
    content: text('content').notNull(),
    category: noteCategory('category').notNull(),
    createdAt,
    updatedAt: updatedAt(),
  },
  (table) => [index('notes_project_created_id_idx').on(table.projectId, table.createdAt, table.id)],
);

/** OAuth tokens are stored encrypted (AES-256-GCM); see server/lib/crypto.ts (decision 043). */
export const oauthTokens = pgTable(
  'oauth_tokens',
  {
    id: serial('id').primaryKey(),
    userId: userReference(),
    platform: platform('platform').notNull(),
    accessToken: text('access_token').notNull(),
    refreshToken: text('refresh_token'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    metadata: jsonb('metadata').$type<Record<string, unknown>>(),
    createdAt,
    updatedAt: updatedAt(),
  },
  (table) => [unique('oauth_tokens_user_platform_unique').on(table.userId, table.platform)],
);

export const contacts = pgTable(
  'contacts',
  {
    id: serial('id').primaryKey(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    workEmail: text('work_email').notNull(),
    phoneNumber: text('phone_number'),
    source: contactSource('source').notNull(),
    referralFirstName: text('referral_first_name'),
    referralLastName: text('referral_last_name'),
    referralEmail: text('referral_email'),
    createdAt,
    // CRM delivery state: a failed sync is retried in the background, never lost.
    crmSyncStatus: crmSyncStatus('crm_sync_status').notNull().default('pending'),
    crmSyncAttempts: integer('crm_sync_attempts').notNull().default(0),
    crmNextAttemptAt: timestamp('crm_next_attempt_at', { withTimezone: true }),
    crmLastError: text('crm_last_error'),
    crmContactId: text('crm_contact_id'),
    crmSyncedAt: timestamp('crm_synced_at', { withTimezone: true }),
    // The leads inbox (decision 094): who marked the lead handled (their email, kept if the
    // account goes), when, and the note; all null while it is not handled.
    handledAt: timestamp('handled_at', { withTimezone: true }),
    handledBy: text('handled_by'),
    handledNote: text('handled_note'),
  },
  (table) => [
    index('contacts_crm_due_idx').on(table.crmSyncStatus, table.crmNextAttemptAt),
    // The inbox lists newest first, by itself or within one sync state, source or handled
    // state (keyset).
    index('contacts_created_idx').on(table.createdAt, table.id),
    index('contacts_status_created_idx').on(table.crmSyncStatus, table.createdAt, table.id),
    index('contacts_source_created_idx').on(table.source, table.createdAt, table.id),
    index('contacts_unhandled_created_idx')
      .on(table.createdAt, table.id)
      .where(sql`${table.handledAt} is null`),
    index('contacts_handled_created_idx')
      .on(table.createdAt, table.id)
      .where(sql`${table.handledAt} is not null`),
    index('contacts_search_trgm_idx').using('gin', sql`${contactSearchText(table)} gin_trgm_ops`),
    check('contacts_handled_note_length', sql`char_length(${table.handledNote}) <= 1000`),
  ],
);

/**
 * What the leads inbox searches: the name and the email, whose domain is the company's; a
 * trigram index on this expression serves `ILIKE '%term%'` (migration 0006, pg_trgm).
 */
export function contactSearchText(columns: {
  firstName: AnyPgColumn;
  lastName: AnyPgColumn;
  workEmail: AnyPgColumn;
}) {
  return sql`(${columns.firstName} || ' ' || ${columns.lastName} || ' ' || ${columns.workEmail})`;
}

/**
 * A CRM whose sync is paused for every contact until a time: HubSpot after its daily API
 * limit answered 429, until the limit resets (docs/decisions/084). One row per CRM; a past
 * `until` is no pause.
 */
export const crmSyncPauses = pgTable('crm_sync_pauses', {
  crm: text('crm').primaryKey(),
  until: timestamp('until', { withTimezone: true }).notNull(),
});

/**
 * What a message says; rendered to HTML and text (server/modules/mail/layout.ts) when it is
 * sent or shown, so the event's own statement stores a few hundred bytes, not the document.
 */
export interface MailContent {
  subject: string;
  heading: string;
  paragraphs: string[];
  details?: [label: string, value: string][];
  /** The message's one action. */
  action: { label: string; url: string };
}

/**
 * Mail waiting to be sent, and mail sent: stored in the transaction of the event that causes
 * it and delivered by the mail worker with the same claim, lease and back-off as
 * the CRM sync (server/lib/delivery-state.ts, docs/decisions/087).
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    to: text('to').array().notNull(),
    content: jsonb('content').$type<MailContent>().notNull(),
    createdAt,
    status: mailStatus('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).defaultNow(),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [index('mail_outbox_due_idx').on(table.status, table.nextAttemptAt)],
);

export const dataConnectors = pgTable(
  'data_connectors',
  {
    id: serial('id').primaryKey(),
    projectId: projectReference(),
    userId: userReference(),
    connectorId: text('connector_id').notNull().unique(),
    platform: platform('platform').notNull(),
    service: text('service').notNull(),
    schema: text('schema').notNull(),
    paused: boolean('paused').notNull().default(false),
    createdAt,
    // What Fivetran last said of the connection (decision 100), written wherever the product
    // reads it: the connect, callback and status paths and the background refresh.
    lastSyncAt: timestamp('last_sync_at', { withTimezone: true }),
    /** Null until Fivetran was first asked. */
    setupState: fivetranSetupState('setup_state'),
    syncState: text('sync_state'),
    /** When Fivetran last answered for it. */
    checkedAt: timestamp('checked_at', { withTimezone: true }),
    /** When the refresh worker reads it next; a claim moves it on (a lease). */
    nextCheckAt: timestamp('next_check_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('data_connectors_project_platform_unique').on(table.projectId, table.platform),
    index('data_connectors_next_check_idx').on(table.nextCheckAt),
  ],
);

/**
 * Rate-limit counters, one row per key (`<limit>:<client or account>`), in the database so
 * every limit counts across server processes (server/lib/rate-limit-store.ts). A row whose
 * window has ended starts over on its next hit.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('rate_limits_reset_at_idx').on(table.resetAt)],
);

/**
 * An invitation to join a project with a role (docs/product.md#invitations): the invitee's mail
 * carries the token, stored here only as its SHA-256. Pending while neither accepted nor
 * revoked, and only until it expires; one pending invitation per project and address (a second
 * invite renews it).
 */
export const invitations = pgTable(
  'invitations',
  {
    id: serial('id').primaryKey(),
    projectId: projectReference(),
    email: text('email').notNull(),
    role: memberRole('role').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    invitedBy: integer('invited_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt,
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptedBy: integer('accepted_by').references(() => users.id, { onDelete: 'set null' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('invitations_pending_unique')
      .on(table.projectId, table.email)
      .where(sql`${table.acceptedAt} is null and ${table.revokedAt} is null`),
  ],
);

/**
 * The audit trail (decision 098): who did what and when, append-only. The actor
 * and the project are copied, not referenced, so deleting a user or closing a project never
 * touches an entry. A trigger (migration 0008) refuses UPDATE, DELETE and TRUNCATE, but
 * for the one update the retention job makes: clearing an old entry's client IP.
 */
export const auditEntries = pgTable(
  'audit_entries',
  {
    id: serial('id').primaryKey(),
    createdAt,
    actorUserId: integer('actor_user_id'),
    actorEmail: text('actor_email'),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id'),
    projectId: integer('project_id'),
    clientIp: text('client_ip'),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (table) => [
    index('audit_entries_created_idx').on(table.createdAt, table.id),
    index('audit_entries_project_created_idx').on(table.projectId, table.createdAt, table.id),
    index('audit_entries_actor_created_idx').on(table.actorEmail, table.createdAt, table.id),
    index('audit_entries_action_created_idx').on(table.action, table.createdAt, table.id),
    // One actor and one action together: either index alone walks every entry of the other
    // when the pair is rare (358 ms at 2,000,000 entries; docs/performance-scale.md).
    index('audit_entries_actor_action_created_idx').on(
      table.actorEmail,
      table.action,
      table.createdAt,
      table.id,
    ),
    index('audit_entries_ip_created_idx')
      .on(table.createdAt)
      .where(sql`${table.clientIp} is not null`),
  ],
);

/** PostgreSQL bytea, a Node Buffer as node-postgres answers it. */
const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

/**
 * The files the firm uploads to a project (docs/decisions/115-deliverable-chunks-32k.md).
 * The content is in deliverable_chunks, 32 KiB a row, so neither upload nor download ever
 * holds a whole file.
 * A row is `complete` once its last chunk is stored; until then no list or download sees it
 * (an upload that fails deletes its row, and the next upload sweeps one a crash left).
 */
export const deliverables = pgTable(
  'deliverables',
  {
    id: serial('id').primaryKey(),
    projectId: projectReference(),
    fileName: text('file_name').notNull(),
    /** The extension's kind (pdf, xlsx, docx, csv): the download's Content-Type follows it. */
    kind: text('kind').notNull(),
    sizeBytes: integer('size_bytes').notNull().default(0),
    sha256: text('sha256'),
    uploadedByUserId: integer('uploaded_by_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    /** The administrator's address as text: kept when the account goes. */
    uploadedByEmail: text('uploaded_by_email').notNull(),
    complete: boolean('complete').notNull().default(false),
    createdAt,
  },
  (table) => [
    index('deliverables_project_created_id_idx').on(table.projectId, table.createdAt, table.id),
    check('deliverables_kind_check', sql`${table.kind} in ('pdf', 'xlsx', 'docx', 'csv')`),
  ],
);

export const deliverableChunks = pgTable(
  'deliverable_chunks',
  {
    deliverableId: integer('deliverable_id')
      .notNull()
      .references(() => deliverables.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    bytes: bytea('bytes').notNull(),
  },
  (table) => [primaryKey({ columns: [table.deliverableId, table.seq] })],
);

/**
 * Each move of a project's stage (docs/product.md#stages): the stage, the day it began, the
 * administrator's message to the members and who moved it. projects.stage is the newest.
 */
export const stageMoves = pgTable(
  'stage_moves',
  {
    id: serial('id').primaryKey(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    stage: engagementStage('stage').notNull(),
    effectiveOn: date('effective_on').notNull(),
    message: text('message'),
    /** The administrator's address as text: kept when the account goes. */
    movedBy: text('moved_by').notNull(),
    createdAt,
  },
  (table) => [
    index('stage_moves_project_created_id_idx').on(table.projectId, table.createdAt, table.id),
  ],
);

/**
 * The Google Ads accounts a project member chose for the project (decision 105): read
 * through that member's own grant. Choosing again replaces the set. The snapshot
 * worker claims a row when `next_snapshot_at` is due and records how its last attempt went.
 */
export const projectGoogleAdsAccounts = pgTable(
  'project_google_ads_accounts',
  {
    id: serial('id').primaryKey(),
    projectId: projectReference(),
    customerId: text('customer_id').notNull(),
    name: text('name').notNull(),
    currency: text('currency').notNull(),
    chosenByUserId: integer('chosen_by_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    chosenAt: timestamp('chosen_at', { withTimezone: true }).notNull().defaultNow(),
    /** pending (never read), ok, failed (the vendor failed; the last snapshot stays), revoked. */
    snapshotStatus: text('snapshot_status').notNull().default('pending'),
    /** When the last attempt failed or found the grant revoked; null after a success. */
    snapshotFailedAt: timestamp('snapshot_failed_at', { withTimezone: true }),
    nextSnapshotAt: timestamp('next_snapshot_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('project_google_ads_accounts_unique').on(table.projectId, table.customerId),
    index('project_google_ads_accounts_next_idx').on(table.nextSnapshotAt),
    check(
      'project_google_ads_accounts_status_check',
      sql`${table.snapshotStatus} in ('pending', 'ok', 'failed', 'revoked')`,
    ),
  ],
);

/** One chosen account's last 30 days as Google Ads gave them on a day (one row a day). */
export const googleAdsSnapshots = pgTable(
  'google_ads_snapshots',
  {
    id: serial('id').primaryKey(),
    accountRowId: integer('account_row_id')
      .notNull()
      .references(() => projectGoogleAdsAccounts.id, { onDelete: 'cascade' }),
    snapshotDate: date('snapshot_date', { mode: 'string' }).notNull(),
    currency: text('currency').notNull(),
    spend: numeric('spend', { precision: 18, scale: 6 }).notNull(),
    clicks: integer('clicks').notNull(),
    conversions: numeric('conversions', { precision: 18, scale: 6 }).notNull(),
    conversionsValue: numeric('conversions_value', { precision: 18, scale: 6 }).notNull(),
    takenAt: timestamp('taken_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [unique('google_ads_snapshots_day_unique').on(table.accountRowId, table.snapshotDate)],
);

const inList = (values: readonly string[]) =>
  sql.raw(values.map((value) => `'${value}'`).join(', '));

/**
 * Each connector's channel data as last read from the data warehouse (docs/product.md#channel-data):
 * the monthly rows (summed in the warehouse), their freshness, when they were read and why the
 * last refresh failed; a failed refresh keeps the last good rows. Keyed by Fivetran's connector
 * id, not tied to data_connectors: closing an engagement removes the connectors at Fivetran
 * first and counts the snapshots it deletes afterwards. The refresh worker claims a row when
 * `next_refresh_at` is due (daily after a success).
 */
export const channelSnapshots = pgTable(
  'channel_snapshots',
  {
    id: serial('id').primaryKey(),
    projectId: projectReference(),
    connectorId: text('connector_id').notNull(),
    platform: platform('platform').notNull(),
    /** Where `months` were read: postgres | bigquery | sandbox; null before the first success. */
    source: text('source'),
    months: jsonb('months')
      .$type<ChannelMonth[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** The newest `_fivetran_synced` of the rows read. */
    dataAsOf: timestamp('data_as_of', { withTimezone: true }),
    refreshedAt: timestamp('refreshed_at', { withTimezone: true }),
    attemptedAt: timestamp('attempted_at', { withTimezone: true }),
    /** Why the last attempt failed (common/channels/constants.ts REFRESH_ERRORS); null after a success. */
    lastError: text('last_error'),
    nextRefreshAt: timestamp('next_refresh_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('channel_snapshots_connector_unique').on(table.projectId, table.connectorId),
    index('channel_snapshots_next_idx').on(table.nextRefreshAt),
    check('channel_snapshots_source_check', sql`${table.source} in (${inList(WAREHOUSE_SOURCES)})`),
    check('channel_snapshots_error_check', sql`${table.lastError} in (${inList(REFRESH_ERRORS)})`),
  ],
);

/**
 * The initial report's versions (docs/product.md#initial-report): each draft of the rules drafter
 * and each analyst's edit is a new version; approving and publishing stamp it. The members read
 * only published versions. `fingerprint` is the figures' hash: a draft is made only when it
 * differs from the newest draft's.
 */
export const initialReports = pgTable(
  'initial_reports',
  {
    id: serial('id').primaryKey(),
    projectId: projectReference(),
    version: integer('version').notNull(),
    origin: text('origin').notNull(),
    /** The structured draft this version comes from (an edit keeps its draft's). */
    draft: jsonb('draft').$type<ReportDraft>().notNull(),
    /** The text as the client reads it (Markdown). */
    body: text('body').notNull(),
    figures: jsonb('figures').$type<ReportFigure[]>().notNull(),
    fingerprint: text('fingerprint').notNull(),
    /** The analyst's address; null for the rules drafter. */
    createdBy: text('created_by'),
    createdAt,
    approvedBy: text('approved_by'),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    publishedBy: text('published_by'),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    /** The numbers without a figure that the publisher confirmed. */
    confirmedNumbers: jsonb('confirmed_numbers').$type<string[]>(),
    /** A model's draft: its id and the tokens of the call that gave it. */
    modelId: text('model_id'),
    inputTokens: integer('input_tokens'),
    outputTokens: integer('output_tokens'),
    /** Why a draft meant for a model came from the rules (FALLBACK_REASONS); null otherwise. */
    fallbackReason: text('fallback_reason'),
  },
  (table) => [
    unique('initial_reports_version_unique').on(table.projectId, table.version),
    check('initial_reports_origin_check', sql`${table.origin} in (${inList(REPORT_ORIGINS)})`),
    check(
      'initial_reports_fallback_check',
      sql`${table.fallbackReason} in (${inList(FALLBACK_REASONS)})`,
    ),
  ],
);

/**
 * Language-model calls per project and day (UTC), counted in the database so that every process
 * shares the daily cap (docs/product.md#initial-report).
 */
export const reportModelCalls = pgTable(
  'report_model_calls',
  {
    projectId: projectReference(),
    day: date('day').notNull(),
    calls: integer('calls').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.projectId, table.day] })],
);
