import { pgEnum } from 'drizzle-orm/pg-core';
import {
  CONTACT_SOURCES,
  ENGAGEMENT_STAGES,
  FUNNEL_TIMES,
  INDUSTRIES,
  MEMBER_ROLES,
  NOTE_CATEGORIES,
  PLATFORMS,
  PROJECT_STATUSES,
  TEST_FREQUENCIES,
} from '../../../common/constants.ts';
import { FIVETRAN_SETUP_STATES } from '../../../common/contracts/connections.ts';
import { MAIL_STATUSES } from '../../../common/contracts/outbox.ts';
import { CRM_SYNC_STATUSES } from '../../../common/crm-sync.ts';

export const projectStatus = pgEnum('project_status', PROJECT_STATUSES);
export const memberRole = pgEnum('member_role', MEMBER_ROLES);
export const platform = pgEnum('platform', PLATFORMS);
export const industry = pgEnum('industry', INDUSTRIES);
export const funnelTime = pgEnum('funnel_time', FUNNEL_TIMES);
export const testFrequency = pgEnum('test_frequency', TEST_FREQUENCIES);
export const noteCategory = pgEnum('note_category', NOTE_CATEGORIES);
export const contactSource = pgEnum('contact_source', CONTACT_SOURCES);
export const crmSyncStatus = pgEnum('crm_sync_status', CRM_SYNC_STATUSES);
export const mailStatus = pgEnum('mail_status', MAIL_STATUSES);
export const fivetranSetupState = pgEnum('fivetran_setup_state', FIVETRAN_SETUP_STATES);
export const engagementStage = pgEnum('engagement_stage', ENGAGEMENT_STAGES);
