ALTER TABLE "projects" ADD COLUMN "completeness" smallint;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "last_submission_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "last_activity_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "member_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "never_signed_in_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "unverified_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "incomplete_connection_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "projects_name_trgm_idx" ON "projects" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
-- The Overview's per-project figures (docs/product.md#workspace): overview_refresh recomputes
-- them for the given projects from the tables they summarise. It locks the project rows first,
-- so its UPDATE (a new statement, a new snapshot) sees every write committed by whoever held
-- them before: two writes at once cannot leave a stale figure behind.
CREATE FUNCTION overview_refresh(project_ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM projects WHERE id = ANY(project_ids) ORDER BY id FOR UPDATE;
  UPDATE projects p SET
    last_submission_at = f.last_submission_at,
    last_activity_at = greatest(f.last_submission_at, f.last_note_at, f.last_sign_in_at),
    member_count = f.member_count,
    never_signed_in_count = f.never_signed_in_count,
    unverified_count = f.unverified_count,
    incomplete_connection_count = f.incomplete_connection_count
  FROM (
    SELECT q.id,
      (SELECT max(created_at) FROM metrics WHERE project_id = q.id) AS last_submission_at,
      (SELECT max(created_at) FROM notes WHERE project_id = q.id) AS last_note_at,
      m.member_count, m.never_signed_in_count, m.unverified_count, m.last_sign_in_at,
      (SELECT count(*) FROM data_connectors c
        WHERE c.project_id = q.id AND (c.paused OR c.last_sync_at IS NULL)) AS incomplete_connection_count
    FROM unnest(project_ids) AS q(id)
    CROSS JOIN LATERAL (
      -- Last sign-in = the account's newest auth_sessions row (docs/product.md#workspace).
      SELECT count(*) AS member_count,
        count(*) FILTER (WHERE s.at IS NULL) AS never_signed_in_count,
        count(*) FILTER (WHERE NOT au.email_verified) AS unverified_count,
        max(s.at) AS last_sign_in_at
      FROM project_members pm
      JOIN users u ON u.id = pm.user_id
      JOIN auth_users au ON au.id = u.auth_user_id
      LEFT JOIN LATERAL (SELECT max(created_at) AS at FROM auth_sessions WHERE user_id = au.id) s ON true
      WHERE pm.project_id = q.id
    ) m
  ) f
  WHERE p.id = f.id;
END;
$$;
--> statement-breakpoint
-- One trigger function for every table the figures read; TG_ARGV[0] says how its changed
-- rows (the transition table "changed") name their projects.
CREATE FUNCTION overview_rows_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_ARGV[0] = 'project' THEN
    PERFORM overview_refresh(array(SELECT DISTINCT project_id FROM changed));
  ELSIF TG_ARGV[0] = 'session' THEN
    PERFORM overview_refresh(array(
      SELECT DISTINCT pm.project_id FROM changed c
      JOIN users u ON u.auth_user_id = c.user_id
      JOIN project_members pm ON pm.user_id = u.id));
  ELSE
    PERFORM overview_refresh(array(
      SELECT DISTINCT pm.project_id FROM changed c
      JOIN users u ON u.auth_user_id = c.id
      JOIN project_members pm ON pm.user_id = u.id));
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "metrics_overview_insert" AFTER INSERT ON "metrics" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION overview_rows_changed('project');
--> statement-breakpoint
CREATE TRIGGER "metrics_overview_update" AFTER UPDATE ON "metrics" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION overview_rows_changed('project');
--> statement-breakpoint
CREATE TRIGGER "metrics_overview_delete" AFTER DELETE ON "metrics" REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION overview_rows_changed('project');
--> statement-breakpoint
CREATE TRIGGER "notes_overview_insert" AFTER INSERT ON "notes" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION overview_rows_changed('project');
--> statement-breakpoint
CREATE TRIGGER "notes_overview_update" AFTER UPDATE ON "notes" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION overview_rows_changed('project');
--> statement-breakpoint
CREATE TRIGGER "notes_overview_delete" AFTER DELETE ON "notes" REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION overview_rows_changed('project');
--> statement-breakpoint
CREATE TRIGGER "project_members_overview_insert" AFTER INSERT ON "project_members" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION overview_rows_changed('project');
--> statement-breakpoint
CREATE TRIGGER "project_members_overview_update" AFTER UPDATE ON "project_members" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION overview_rows_changed('project');
--> statement-breakpoint
CREATE TRIGGER "project_members_overview_delete" AFTER DELETE ON "project_members" REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION overview_rows_changed('project');
--> statement-breakpoint
CREATE TRIGGER "data_connectors_overview_insert" AFTER INSERT ON "data_connectors" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION overview_rows_changed('project');
--> statement-breakpoint
CREATE TRIGGER "data_connectors_overview_update" AFTER UPDATE ON "data_connectors" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION overview_rows_changed('project');
--> statement-breakpoint
CREATE TRIGGER "data_connectors_overview_delete" AFTER DELETE ON "data_connectors" REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION overview_rows_changed('project');
--> statement-breakpoint
CREATE TRIGGER "auth_sessions_overview_insert" AFTER INSERT ON "auth_sessions" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION overview_rows_changed('session');
--> statement-breakpoint
CREATE TRIGGER "auth_sessions_overview_delete" AFTER DELETE ON "auth_sessions" REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION overview_rows_changed('session');
--> statement-breakpoint
CREATE TRIGGER "auth_users_overview_update" AFTER UPDATE ON "auth_users" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION overview_rows_changed('account');
--> statement-breakpoint
-- Backfill: every existing project.
SELECT overview_refresh(array(SELECT id FROM projects));
--> statement-breakpoint
-- Backfill of completeness: common/completeness.ts's rule in SQL (the share of the wizard's
-- 59 fields the latest submission filled, rounded half up; the API stores blanks as NULL,
-- and an empty competitors list counts as not given). docs/product.md#workspace.
UPDATE "projects" p SET "completeness" = round(100.0 * num_nonnulls(
  m.industry, m.target_cac, m.target_roi, m.roas, m.payback_period, m.customer_segments, m.trailing_twelve_month_revenue, m.revenue_impact, m.average_deal_size, m.ltv, m.churn_rate, m.seasonality, m.actual_cac, m.conversion_rate, m.lead_to_mql_rate, m.mql_to_sql_rate, m.sql_to_opp_rate, m.opp_to_won_rate, m.lead_to_mql_time, m.mql_to_sql_time, m.sql_to_opp_time, m.opp_to_won_time, m.top_three_competitors, m.competitive_differentiation, nullif(m.competitors, '[]'::jsonb), m.marketing_team_size, m.tech_stack, m.past_marketing_plans, m.ab_test_frequency, m.test_frequency, m.conversion_improvements, m.test_insights, m.gdpr_compliance, m.data_handling_protocols, m.data_access_permissions, m.data_transfer_protocols, m.source_of_truth, m.avg_sales_cycle, m.average_order_value, m.tax_percentage, m.return_rate, m.average_order_value_post_tax_returns, m.gross_margin, m.cost_of_fulfillment, m.profit_per_order, m.customer_return_percentage, m.purchase_frequency, m.profit_per_customer_ltv, m.customer_count, m.market_size, m.avg_test_duration, m.test_budget, m.success_rate, m.test_methodology, m.recent_ab_test, m.durable_learnings, m.recent_changes, m.growth_initiatives, m.challenges_and_risks
) / 59)
FROM (
  SELECT DISTINCT ON (project_id) * FROM "metrics" ORDER BY project_id, created_at DESC, id DESC
) m
WHERE m.project_id = p.id;
