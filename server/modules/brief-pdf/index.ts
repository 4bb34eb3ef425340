/** The diligence brief as a PDF (decision 106): its routes. */
export { briefPdfRoutes } from './routes.ts';
