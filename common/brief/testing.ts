/** TESTS ONLY: a submission with nothing given; spread it and set what a test needs. */
import type { BriefInputs } from './brief.ts';

export const NO_BRIEF_INPUTS: BriefInputs = {
  industry: null,
  trailingTwelveMonthRevenue: null,
  ltv: null,
  actualCac: null,
  targetCac: null,
  churnRate: null,
  roas: null,
  grossMargin: null,
  averageOrderValue: null,
  averageOrderValuePostTaxReturns: null,
  purchaseFrequency: null,
  profitPerOrder: null,
  profitPerCustomerLtv: null,
  customerCount: null,
  leadToMqlRate: null,
  mqlToSqlRate: null,
  sqlToOppRate: null,
  oppToWonRate: null,
  leadToMqlTime: null,
  mqlToSqlTime: null,
  sqlToOppTime: null,
  oppToWonTime: null,
  marketingTeamSize: null,
};
