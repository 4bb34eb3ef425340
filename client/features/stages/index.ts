/**
 * What other features may use of the stages feature (docs/product.md#stages): the member's
 * stage card on the dashboard, the stage card of the admin's project page, and the member's
 * stage read with the initial report's window or publication (the wizard's submitted state
 * shows them, decision 107).
 */
export { AdminStageCard } from './components/admin-stage-card.tsx';
export { StageCard } from './components/stage-card.tsx';
export { reportMilestone, useProjectStage, type ReportMilestone } from './api/stages.ts';
