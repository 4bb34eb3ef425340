/**
 * The mail module's public face: its plugin (the outbox, its delivery queue and routes), and
 * the messages other modules store with their events.
 */
export { mailModule } from './module.ts';
export {
  emailVerificationMail,
  emailVerificationUrl,
  passwordResetMail,
  passwordResetUrl,
  signUpAttemptMail,
} from './account-mail.ts';
export {
  analystAddedMail,
  invitationAcceptedMail,
  invitationMail,
  invitationUrl,
} from './invitation-mail.ts';
export { createNotifications, type Notifications } from './notifications.ts';
export { reportPublishedMails } from './report-mail.ts';
export { stageMovedMails } from './stage-mail.ts';
export { MAIL_QUEUE, queueMail } from './queue-mail.ts';
