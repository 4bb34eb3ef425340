/** The brief's PDF (docs/product.md#brief-pdf), word for word. */
import { REPORT_MESSAGES } from '../reports/messages.ts';

export const BRIEF_PDF_MESSAGES = {
  title: 'Diligence brief',
  documentTitle: (project: string) => `Diligence brief: ${project}`,
  confidential: (project: string) => `Prepared for ${project} · Confidential`,
  page: (page: number, pages: number) => `Page ${page} of ${pages}`,
  period: 'Period',
  periodValue: (day: string) => `12 months to ${day}`,
  industry: 'Industry',
  stage: 'Stage',
  sources: 'Sources',
  submissionSource: (who: string, day: string) => `Metrics submitted by ${who} on ${day}`,
  warehouseSource: (channels: string, day: string | null) =>
    `${channels}: monthly figures from the data warehouse${day ? `, data as of ${day}` : ''}`,
  googleAdsSource: (account: string, id: string, day: string) =>
    `Google Ads (${account}, account ${id}, 30 days to ${day})`,
  noSubmission: 'No metrics have been submitted yet.',
  keyFigures: 'Key figures',
  noFigures: 'No figure yet: each needs every value it is computed from.',
  redFlags: (count: number) => `Red flags (${count})`,
  noFlags: 'No red flags.',
  restsOn: (figures: string) => `Rests on: ${figures}`,
  figures: 'Figures and formulas',
  inputs: 'Inputs as submitted',
  inputsIntro: (who: string, day: string) =>
    `Submitted by ${who} on ${day}. Only the values given are listed, exact.`,
  notes: (count: number) => `Notes (${count})`,
  noNotes: 'No notes yet.',
  funnelChart: 'Funnel: conversion between stages',
  funnelAxis: 'Converts to the next stage (%)',
  weakestStep: (step: string) => `${step} (weakest)`,
  cacChart: 'Current CAC against target',
  cacAxis: 'Cost to acquire a customer (USD)',
  currentCac: 'Current CAC',
  currentCacAbove: 'Current CAC (above target)',
  targetCac: 'Target CAC',
  againstStated: (platform: string, stated: string, gap: string) =>
    `Google Ads ${platform}; submitted ${stated}; gap ${gap}`,
  nothingToCompare: (platform: string) =>
    `Google Ads ${platform}; no submitted figure to compare it with`,
  noPlatformFigure: 'none in these 30 days',
  // The initial report's pages, titled as the client's dashboard titles it.
  reportTitle: REPORT_MESSAGES.clientTitle,
  reportPublished: REPORT_MESSAGES.clientPublished,
} as const;
