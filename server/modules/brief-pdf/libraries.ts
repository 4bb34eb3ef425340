/**
 * pdfkit and fontkit, required on the first brief rather than imported at start: importing
 * them costs about 140 ms of CPU, a sixth of a server start, which every process paid for a
 * PDF it may never write. Both are outside the server bundle (scripts/build.ts), so they
 * resolve from here as from the bundle.
 */
import { createRequire } from 'node:module';
import type * as Fontkit from 'fontkit';
import type PDFDocument from 'pdfkit';

export const requirePackage = createRequire(import.meta.url);

export const pdfkit = () => requirePackage('pdfkit') as typeof PDFDocument;

export const fontkit = () => requirePackage('fontkit') as typeof Fontkit;
