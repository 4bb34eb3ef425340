/**
 * What other features may use of the stages feature (decision 104): the member's stage card
 * on the dashboard and the stage card of the admin's project page.
 */
export { AdminStageCard } from './components/admin-stage-card.tsx';
export { StageCard } from './components/stage-card.tsx';
