/**
 * What other features may use of the stages feature (docs/product.md#stages): the member's
 * stage card on the dashboard, the stage card of the admin's project page, and the member's
 * stage read with its report due date (the wizard's submitted state shows them, decision 107).
 */
export { AdminStageCard } from './components/admin-stage-card.tsx';
export { StageCard } from './components/stage-card.tsx';
export { reportDueAt, useProjectStage } from './api/stages.ts';
