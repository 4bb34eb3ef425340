ALTER TABLE "projects" ADD COLUMN "completeness" smallint;--> statement-breakpoint
CREATE INDEX "projects_name_trgm_idx" ON "projects" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
-- Backfill: common/completeness.ts's rule in SQL (the share of the wizard's 59 fields the
-- latest submission filled, rounded half up; the API stores blanks as NULL, and an empty
-- competitors list counts as not given). Decision 097.
UPDATE "projects" p SET "completeness" = round(100.0 * num_nonnulls(
  m.industry, m.target_cac, m.target_roi, m.roas, m.payback_period, m.customer_segments, m.trailing_twelve_month_revenue, m.revenue_impact, m.average_deal_size, m.ltv, m.churn_rate, m.seasonality, m.actual_cac, m.conversion_rate, m.lead_to_mql_rate, m.mql_to_sql_rate, m.sql_to_opp_rate, m.opp_to_won_rate, m.lead_to_mql_time, m.mql_to_sql_time, m.sql_to_opp_time, m.opp_to_won_time, m.top_three_competitors, m.competitive_differentiation, nullif(m.competitors, '[]'::jsonb), m.marketing_team_size, m.tech_stack, m.past_marketing_plans, m.ab_test_frequency, m.test_frequency, m.conversion_improvements, m.test_insights, m.gdpr_compliance, m.data_handling_protocols, m.data_access_permissions, m.data_transfer_protocols, m.source_of_truth, m.avg_sales_cycle, m.average_order_value, m.tax_percentage, m.return_rate, m.average_order_value_post_tax_returns, m.gross_margin, m.cost_of_fulfillment, m.profit_per_order, m.customer_return_percentage, m.purchase_frequency, m.profit_per_customer_ltv, m.customer_count, m.market_size, m.avg_test_duration, m.test_budget, m.success_rate, m.test_methodology, m.recent_ab_test, m.durable_learnings, m.recent_changes, m.growth_initiatives, m.challenges_and_risks
) / 59)
FROM (
  SELECT DISTINCT ON (project_id) * FROM "metrics" ORDER BY project_id, created_at DESC, id DESC
) m
WHERE m.project_id = p.id;
