/** /privacy and /terms (docs/product.md#public-site): their sections and the policy date. */
import { AUDIT_IP_RETENTION_MONTHS } from '../../common/audit/actions.ts';
import { MINIMUM_AGE, POLICY_DATE } from '../../common/marketing/constants.ts';
import { SITE } from './site.ts';

const POLICY_LAST_UPDATED = POLICY_DATE;

export interface LegalSection {
  id: string;
  title: string;
  paragraphs: readonly string[];
  list?: readonly string[];
}

export interface LegalDocument {
  title: string;
  lastUpdated: string;
  sections: readonly LegalSection[];
}

export const PRIVACY_POLICY: LegalDocument = {
  title: 'Privacy Policy',
  lastUpdated: POLICY_LAST_UPDATED,
  sections: [
    {
      id: 'introduction',
      title: 'Introduction',
      paragraphs: [
        `${SITE.name} ("we", "us") provides AI-assisted digital-marketing due diligence and value-creation services to private equity firms and their portfolio companies. This policy explains what information we collect through this website and our client portal, how we use it and the choices you have.`,
      ],
    },
    {
      id: 'information-we-collect',
      title: 'Information We Collect',
      paragraphs: ['We collect only what we need to respond to you and deliver our services:'],
      list: [
        'Contact details you give us when you request a consultation: your name, work email, phone number and how you heard about us.',
        'Account information for the client portal, such as your email address and display name.',
        'Business metrics and context notes that you or your team enter in the portal.',
        'Advertising-platform data made available through read-only connections you authorise. We never modify connected accounts.',
        'Basic usage data, such as pages visited, collected through analytics only where it is enabled.',
        `A record of the changes made in the portal, with the internet address each came from, kept to secure the service; the addresses are deleted after ${AUDIT_IP_RETENTION_MONTHS} months.`,
      ],
    },
    {
      id: 'use-of-information',
      title: 'How We Use Your Information',
      paragraphs: ['We use the information we collect to:'],
      list: [
        'respond to enquiries and arrange consultations;',
        'perform the analysis and deliver the reports you engage us for;',
        'operate, secure and improve our website and portal;',
        'meet our legal and contractual obligations.',
      ],
    },
    {
      id: 'contact',
      title: 'Contact Us',
      paragraphs: [
        `If you have questions about this policy or want to access, correct or delete your information, contact us at ${SITE.email.privacy} or through our consultation request form.`,
      ],
    },
  ],
};

export const TERMS_OF_SERVICE: LegalDocument = {
  title: 'Terms of Service',
  lastUpdated: POLICY_LAST_UPDATED,
  sections: [
    {
      id: 'acceptance',
      title: 'Acceptance of Terms',
      paragraphs: [
        `By accessing or using the ${SITE.name} website or client portal (the "Service"), you agree to these Terms of Service. If you do not agree, do not use the Service.`,
      ],
    },
    {
      id: 'changes',
      title: 'Changes to These Terms',
      paragraphs: [
        'We may update these terms from time to time. When we do, we will revise the date at the top of this page. Continued use of the Service after a change means you accept the updated terms.',
      ],
    },
    {
      id: 'eligibility',
      title: 'Eligibility',
      paragraphs: [
        `You must be at least ${MINIMUM_AGE} years old and able to form a binding contract to use the Service. If you use it on behalf of an organisation, you confirm that you are authorised to bind that organisation.`,
      ],
    },
    {
      id: 'account-security',
      title: 'Account Security',
      paragraphs: [
        'You are responsible for keeping your sign-in credentials confidential and for all activity under your account. Tell us immediately if you suspect unauthorised access.',
      ],
    },
    {
      id: 'use-and-prohibited-conduct',
      title: 'Use of the Service and Prohibited Conduct',
      paragraphs: [
        'You may use the Service only for lawful purposes and in line with your engagement with us. You agree not to:',
      ],
      list: [
        'access data, projects or accounts you are not authorised to access;',
        'interfere with or disrupt the Service or its security;',
        'reverse engineer, copy or resell any part of the Service;',
        'upload unlawful content or data you have no right to share.',
      ],
    },
    {
      id: 'contact',
      title: 'Contact Us',
      paragraphs: [`Questions about these terms can be sent to ${SITE.email.legal}.`],
    },
  ],
};
