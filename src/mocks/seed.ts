/** The demo's seeded customers (contracts §7) and partners. Fictional people and numbers. */
export type DemoCustomer = {
  id: string;
  phone_no: string;
  first_name: string;
  last_name: string;
  email: string;
  is_email_verified: boolean;
  pan: string;
  application_status: string | null;
  /** false until the registration step has been completed. */
  registered: boolean;
};

const customer = (
  id: string,
  phone_no: string,
  first_name: string,
  last_name: string,
  pan: string,
  application_status: string | null,
  is_email_verified = false,
): DemoCustomer => ({
  id,
  phone_no,
  first_name,
  last_name,
  email: `${first_name}.${last_name}@example.com`.toLowerCase(),
  is_email_verified,
  pan,
  application_status,
  registered: true,
});

export const seedCustomers = (): DemoCustomer[] => [
  customer('cust-asha', '9876543210', 'Asha', 'Verma', 'ABCPV1234A', null),
  customer('cust-rohan', '9876543211', 'Rohan', 'Mehta', 'BCDPM2345B', 'OFFER_ACCEPTED'),
  customer('cust-priya', '9876543212', 'Priya', 'Nair', 'CDEPN3456C', 'EMAIL_VERIFIED', true),
  customer('cust-vikram', '9876543213', 'Vikram', 'Rao', 'DEFPR4567D', 'PORTFOLIO_NOT_FOUND'),
];

export const DEMO_OTP = '123456';
export const DEMO_PASSWORD = 'Demo@1234';

export type DemoPartner = {
  company_name: string;
  logo: string;
  company_email: string;
  company_contact_no: string;
  company_wa_no: string;
  company_domain: string;
};

export const demoPartners: Record<string, DemoPartner> = {
  acme: {
    company_name: 'Acme Wealth',
    logo: 'acme-logo.svg',
    company_email: 'care@acme-wealth.example',
    company_contact_no: '+91 22 6100 2000',
    company_wa_no: '+91 98200 12345',
    company_domain: 'acme.localhost',
  },
  zen: {
    company_name: 'Zen Investments',
    logo: 'zen-logo.svg',
    company_email: 'hello@zen-invest.example',
    company_contact_no: '+91 80 4710 9000',
    company_wa_no: '+91 99000 54321',
    company_domain: 'zen.localhost',
  },
};
