import { defineTexts } from '@/lib/i18n/texts';

/** /help-and-support: the contact form and the other ways to reach us. Hindi in texts.hi.ts. */
const en = {
  title: 'Help and Support',
  contactUs: 'Contact Us',
  loadingDetails: 'Loading your details',
  otherWays: 'Other ways to reach us',
  whatsapp: 'Chat on WhatsApp',
  thanks: 'Thank you for your message. We will get back to you soon!',
  fullName: 'Full name',
  email: 'Email',
  phone: 'Phone number',
  issue: 'Issue',
  chooseIssue: 'Choose what it is about',
  message: 'Message',
  send: 'Send message',
  /** The issue's words; what is sent is the English value (ISSUE_TYPES). */
  issueGeneral: 'General Inquiry',
  issueTechnical: 'Technical Support',
  issueBilling: 'Billing Question',
  issuePartnership: 'Partnership',
  issueOther: 'Other',
  fullNameRequired: 'Full name is required',
  fullNameTooLong: 'Full name must be at most 50 characters',
  fullNameOneAlphabet: 'Please write each word of your name in one alphabet',
  invalidEmail: 'Invalid email format',
  invalidPhone: 'Invalid phone number',
  selectIssue: 'Please select an issue',
  messageRequired: 'Message is required',
  messageTooLong: 'Message must be at most 2,000 characters',
};
export type SupportTexts = typeof en;
export const supportTexts = defineTexts(en, import.meta.glob('./texts.*.ts'));
