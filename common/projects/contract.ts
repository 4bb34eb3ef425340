/**
 * Projects and memberships: the portal's project list and the admin API
 * (docs/product.md#projects-and-roles).
 */
import { z } from '../shared/zod.ts';
import { DATABASE_INT_MAX } from '../shared/constants.ts';
import { MEMBER_ROLES, PROJECT_STATUSES } from './constants.ts';
import { searchQuery, withoutNul } from '../shared/request.ts';
import { ADMIN_MESSAGES } from '../admin/messages.ts';

const memberRoleSchema = z.enum(MEMBER_ROLES);
export const projectStatusSchema = z.enum(PROJECT_STATUSES);

/** A project id in a path or query string ("3") or a JSON body (3). */
export const projectIdSchema = z.coerce
  .number({ error: 'must be a project id' })
  .int('must be a whole number')
  .positive('must be a positive number')
  .max(DATABASE_INT_MAX, 'must be a project id');

/** Lowercase letters, digits and underscores, starting with a letter or underscore. */
const SLUG_PATTERN = /^[a-z_][a-z0-9_]*$/;
/** PostgreSQL identifiers (the data-warehouse schema is named after the slug) hold 63 bytes. */
const SLUG_MAX_LENGTH = 63;

export const slugSchema = z
  .string()
  .trim()
  .min(1, ADMIN_MESSAGES.slugRequired)
  .max(SLUG_MAX_LENGTH, `Slug must be at most ${SLUG_MAX_LENGTH} characters`)
  .regex(SLUG_PATTERN, ADMIN_MESSAGES.slugRule);

const DOMAIN_PATTERN =
  /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z][a-z0-9-]{0,61}[a-z0-9]$/;

/** One allowed domain, normalised: trimmed, lowercased, without a leading @. */
function normaliseDomain(domain: string): string {
  return domain.trim().toLowerCase().replace(/^@+/, '');
}

function isValidDomain(domain: string): boolean {
  return DOMAIN_PATTERN.test(domain);
}

/** Entered comma-separated, trimmed, empty entries dropped (and de-duplicated). */
export function splitDomains(text: string): string[] {
  return [...new Set(text.split(',').map(normaliseDomain).filter(Boolean))];
}

/** allowedDomains as the API takes it: a list, normalised, with at least one valid domain. */
export const allowedDomainsSchema = z
  .array(z.string().max(253), { error: ADMIN_MESSAGES.domainsRequired })
  .max(50, 'At most 50 allowed domains')
  .transform((domains) => [...new Set(domains.map(normaliseDomain).filter(Boolean))])
  .superRefine((domains, ctx) => {
    if (domains.length === 0)
      ctx.addIssue({ code: 'custom', message: ADMIN_MESSAGES.domainsRequired });
    for (const domain of domains) {
      if (!isValidDomain(domain)) {
        ctx.addIssue({ code: 'custom', message: ADMIN_MESSAGES.invalidDomain(domain) });
      }
    }
  });

const projectName = z
  .string({ error: ADMIN_MESSAGES.nameRequired })
  .trim()
  .min(1, ADMIN_MESSAGES.nameRequired)
  .max(200, 'Name must be at most 200 characters')
  .refine(...withoutNul('Name'));

// ---------------------------------------------------------------- portal

/** GET /api/user/projects: the caller's projects with their role in each. */
export const userProjectSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  status: projectStatusSchema,
  role: memberRoleSchema,
  /**
   * When the engagement was closed (ISO; decision 101), null while it runs or is only archived.
   * The server always sends it; an answer without it reads as not closed.
   */
  closedAt: z.string().nullable().optional(),
});
export type UserProject = z.infer<typeof userProjectSchema>;
export const userProjectsResponseSchema = z.array(userProjectSchema);

// ---------------------------------------------------------------- admin

/** Admin view of a project. */
export const adminProjectSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  allowedDomains: z.array(z.string()),
  memberCount: z.number().int(),
  status: projectStatusSchema,
  createdAt: z.string(),
});
export type AdminProject = z.infer<typeof adminProjectSchema>;
export const adminProjectsResponseSchema = z.array(adminProjectSchema);

/** POST /api/admin/projects. */
export const createProjectSchema = z.strictObject({
  name: projectName,
  slug: slugSchema,
  allowedDomains: allowedDomainsSchema,
});
export type CreateProjectInput = z.input<typeof createProjectSchema>;

/** PATCH /api/admin/projects/:id: any of name, allowedDomains and status (the slug never changes). */
export const updateProjectSchema = z
  .object({
    name: projectName.optional(),
    allowedDomains: allowedDomainsSchema.optional(),
    status: projectStatusSchema.optional(),
  })
  .strict()
  .refine(
    (body) =>
      body.name !== undefined || body.allowedDomains !== undefined || body.status !== undefined,
    { message: ADMIN_MESSAGES.emptyUpdate },
  );
export type UpdateProjectInput = z.input<typeof updateProjectSchema>;

export const projectIdParamsSchema = z.strictObject({ id: projectIdSchema });

/**
 * GET /api/admin/projects answers the list a page at a time, newest first (as
 * the Users list): at most ADMIN_PROJECTS_PAGE_SIZE projects, then `?cursor=<the last one's
 * id>`; a shorter page is the last. `search` keeps the projects whose name or slug contains
 * it, `status` those in that state: the pickers of the assign dialog, the invitations card
 * and the audit filter ask for what the administrator types.
 */
export const ADMIN_PROJECTS_PAGE_SIZE = 50;
export const adminProjectsQuerySchema = z.strictObject({
  cursor: projectIdSchema.optional(),
  search: searchQuery('search', 100),
  status: projectStatusSchema.optional(),
});
export type AdminProjectsQuery = z.output<typeof adminProjectsQuerySchema>;
const userIdSchema = z.coerce
  .number({ error: 'must be a user id' })
  .int('must be a whole number')
  .positive('must be a positive number')
  .max(DATABASE_INT_MAX, 'must be a user id');
export const userIdParamsSchema = z.strictObject({ userId: userIdSchema });

/**
 * GET /api/admin/users answers the list a page at a time, newest first: at most
 * ADMIN_USERS_PAGE_SIZE users, then `?cursor=<the last one's id>` for the next page; a
 * shorter page is the last.
 */
export const ADMIN_USERS_PAGE_SIZE = 50;
export const adminUsersQuerySchema = z.strictObject({ cursor: userIdSchema.optional() });

/** Admin view of a user, with the role of each membership. */
export const adminUserSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  displayName: z.string().nullable(),
  /** The address is confirmed; the Users table marks the others "unverified". */
  emailVerified: z.boolean(),
  projects: z.array(z.object({ id: z.number().int(), name: z.string(), role: memberRoleSchema })),
  projectCount: z.number().int(),
  createdAt: z.string(),
  /** Set while the account is deactivated (decision 096): when, and by which administrator. */
  deactivatedAt: z.string().nullable(),
  deactivatedBy: z.string().nullable(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;
export const adminUsersResponseSchema = z.array(adminUserSchema);

/**
 * PUT /api/admin/users/:userId/projects: the user's complete set of memberships.
 * `projectIds` is the body's required part; `roles` (optional) maps a project id to its role. A
 * project without an entry keeps the role it already has, or gets `member` when new.
 * See docs/decisions/006-membership-roles.md.
 */
export const assignProjectsSchema = z
  .object({
    projectIds: z.array(projectIdSchema).max(500, 'At most 500 projects'),
    roles: z
      .record(z.string().regex(/^[1-9]\d*$/, 'must be a project id'), memberRoleSchema)
      .optional(),
  })
  .strict()
  .superRefine((body, ctx) => {
    const ids = new Set(body.projectIds);
    const stray = Object.keys(body.roles ?? {})
      .map(Number)
      .filter((id) => !ids.has(id));
    if (stray.length > 0) {
      ctx.addIssue({
        code: 'custom',
        path: ['roles'],
        message: ADMIN_MESSAGES.roleWithoutProject(stray),
      });
    }
  });
export type AssignProjectsInput = z.input<typeof assignProjectsSchema>;

/** The answer to PUT /api/admin/users/:userId/projects: the user as the admin now sees them. */
export const assignProjectsResponseSchema = adminUserSchema;

/**
 * The code of the identity endpoints' answer to a sign-in of a deactivated account
 * (decision 096); its words are DEACTIVATION_MESSAGES.signInRefused.
 */
export const ACCOUNT_DEACTIVATED_CODE = 'ACCOUNT_DEACTIVATED';
