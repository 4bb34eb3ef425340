/** Invitations (docs/product.md#invitations), word for word. */

/** The API's refusals, the mails and the portal's words. */
export const INVITATION_MESSAGES = {
  /** "an owner", "a member", "a viewer": how the mails and the page name a role. */
  asRole: (role: 'owner' | 'member' | 'viewer') => (role === 'owner' ? 'an owner' : `a ${role}`),
  domainNotAllowed: (email: string, domains: readonly string[]) =>
    `${email} is not at one of this project's allowed domains (${domains.join(', ')}).`,
  alreadyMember: (email: string) => `${email} is already a member of this project.`,
  ownerOnly: "Only the project's owner can invite people to it.",
  adminInvited: 'An administrator has already invited this address',
  tooMany: 'Too many invitations for now. Please try again later.',
  notFound: 'Invitation not found',
  revoked: 'This invitation was revoked.',
  expired: 'This invitation has expired. Ask for a new one.',
  accepted: 'This invitation was already used.',
  unknown: 'This invitation link is not valid.',
  wrongAccount: (email: string) =>
    `This invitation is for ${email}. Sign out and sign in with that address to accept it.`,
  mailSubject: (inviter: string, project: string) =>
    `${inviter} invited you to ${project} on Diligence Intelligence`,
  mailHeading: (project: string) => `Join ${project}`,
  mailIntro: (inviter: string, project: string, role: string) =>
    `${inviter} invited you to ${project} on Diligence Intelligence as ${role}.`,
  mailHow:
    'The link opens the portal: create your account with this address (or sign in if you have one) and you join the project at once.',
  mailValidity: 'The invitation is valid for 7 days and can be used once.',
  mailAction: 'Accept the invitation',
  acceptedSubject: (invitee: string, project: string) =>
    `${invitee} accepted your invitation to ${project}`,
  acceptedHeading: (project: string) => `A new member of ${project}`,
  acceptedIntro: (invitee: string, project: string, role: string) =>
    `${invitee} accepted your invitation to ${project} and joined as ${role}.`,
  acceptedAction: 'Open the project',
  // The portal
  inviteTitle: 'Invite someone',
  adminDescription: (domains: readonly string[]) =>
    `The invitee gets a mail with a link to join the project. The address must be at one of its domains: ${domains.join(', ')}.`,
  teamTitle: 'Team',
  teamDescription: "Invite colleagues at your project's domains. They get a mail with a link.",
  emailLabel: 'Email address',
  roleLabel: 'Role',
  projectLabel: 'Project',
  send: 'Send invitation',
  sending: 'Sending...',
  sent: (email: string) => `Invitation sent to ${email}`,
  inviteFailed: 'Could not send the invitation',
  pendingTitle: 'Pending invitations',
  noPending: 'No pending invitations.',
  resend: 'Resend',
  revoke: 'Revoke',
  resent: (email: string) => `Invitation sent again to ${email}`,
  revokedToast: (email: string) => `Invitation to ${email} revoked`,
  actionFailed: 'Could not change the invitation',
  expiresOn: (date: string) => `expires ${date}`,
  expiredBadge: 'expired',
  pageTitle: (project: string) => `Join ${project}`,
  pageDescription: (role: string) => `You were invited as ${role}.`,
  pageLoading: 'Checking the invitation...',
  pageProblemTitle: 'This invitation cannot be used',
  createAccount: 'Create your account to accept',
  signInToAccept: 'Sign in to accept',
  acceptButton: 'Accept the invitation',
  accepting: 'Joining...',
  acceptFailed: 'Could not accept the invitation',
  signedInAs: (email: string) => `You are signed in as ${email}.`,
  signOut: 'Sign out',
  goToPortal: 'Go to the portal',
  joined: (project: string) => `You joined ${project}`,
  wizardOffer: 'Invite these addresses to the project',
  wizardOfferHint:
    "Each gets a mail to join as a member. Only addresses at the project's allowed domains can be invited.",
  wizardInvited: (count: number) =>
    count === 1 ? 'Invitation sent to 1 address' : `Invitations sent to ${count} addresses`,
} as const;
