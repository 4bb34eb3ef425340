/** Deliverables (docs/product.md#deliverables), word for word. */

/** The API's refusals and the two cards' words. */
export const DELIVERABLE_MESSAGES = {
  notFound: 'This file does not exist, or you do not have access to it.',
  projectNotFound: 'There is no project with this id.',
  wrongType: 'Only PDF, Excel (.xlsx), Word (.docx) and CSV files can be uploaded.',
  contentMismatch: (kind: string) =>
    `The file's content is not a ${kind} file, although its name says so. Please check the file.`,
  tooLarge: (maxBytes: number) =>
    `The file is larger than ${(maxBytes / 1_000_000).toLocaleString('en-US', { maximumFractionDigits: 1 })} MB. Please upload a smaller file.`,
  uploadCut: 'The upload was cut off before the file ended. Please try again.',
  malformed: 'The upload is not a valid multipart/form-data body.',
  notMultipart: 'Send the file as multipart/form-data, in a field named "file".',
  noFile: 'Choose a file to upload.',
  onePart: 'Send one file in a field named "file", and nothing else.',
  emptyFile: 'The file is empty.',
  title: 'Deliverables',
  memberTitle: (firm: string) => `Deliverables from ${firm}`,
  memberEmpty: (firm: string) =>
    `When ${firm} shares its report or other files with this project, they appear here for you to download.`,
  adminEmpty: 'No files yet. Upload the report and other files for the project’s members.',
  adminHint:
    'PDF, Excel, Word or CSV, up to 50 MB each. Every member of the project can download them.',
  chooseFile: 'File to upload',
  upload: 'Upload',
  uploading: 'Uploading…',
  uploaded: (name: string) => `${name} uploaded.`,
  uploadFailed: 'Could not upload the file',
  download: 'Download',
  downloadLabel: (name: string) => `Download ${name}`,
  delete: 'Delete',
  deleteLabel: (name: string) => `Delete ${name}`,
  deleteTitle: (name: string) => `Delete ${name}?`,
  deleteDescription:
    'The project’s members will no longer see or download it. This cannot be undone.',
  deleted: (name: string) => `${name} deleted.`,
  deleteFailed: 'Could not delete the file',
  loadFailed: 'Could not load the files',
  uploadedBy: (email: string) => `Uploaded by ${email}`,
} as const;
