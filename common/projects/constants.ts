/** Projects' statuses and members' roles (docs/product.md#constants). */

export const PROJECT_STATUSES = ['active', 'archived'] as const;
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];

export const PROJECT_STATUS_LABELS: Record<ProjectStatus, string> = {
  active: 'Active',
  archived: 'Archived',
};

export const MEMBER_ROLES = ['owner', 'member', 'viewer'] as const;
export type MemberRole = (typeof MEMBER_ROLES)[number];

export const MEMBER_ROLE_LABELS: Record<MemberRole, string> = {
  owner: 'Owner',
  member: 'Member',
  viewer: 'Viewer',
};

/** Where the browser keeps the project the user works on. */
export const ACTIVE_PROJECT_STORAGE_KEY = 'activeProjectId';
