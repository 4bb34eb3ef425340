/** The diligence brief as a PDF (decision 106): its plugin. */
export { briefPdfModule } from './routes.ts';
