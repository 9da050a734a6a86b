import type { BrowserContext, Page } from '@playwright/test';

/**
 * Words that stay in Latin letters in Hindi (docs/glossary-hi.md): brand and product names, the
 * abbreviations a borrower knows (PAN, OTP, LTV…), and the English term a page gives in brackets
 * the first time it uses it, which a test names where it expects one.
 */
export const LATIN_ALLOWED = new Set([
  'Lark',
  'Acme',
  'Zen',
  'Volt',
  'WhatsApp',
  'PAN',
  'OTP',
  'LTV',
  'KYC',
  'IFSC',
  'UPI',
  'NAV',
  'ISIN',
  'SMS',
  'CSV',
  'PDF',
  'KFS',
  // Keys as their caps print them.
  'Home',
  'End',
  'LSP',
  'NBFC',
  'RBI',
  'DPDP',
  'FAQs',
  'FAQ',
  'English',
  'Demo',
]);

/**
 * The names the lender disclosure line says as configured (the demo's lenders, the partner's
 * name): the line is one run of text, so they are not marked apart there.
 */
const CONFIGURED_NAMES = [
  'Kestrel',
  'Finance',
  'Limited',
  'Banyan',
  'Capital',
  'Private',
  'Wealth',
];

/**
 * The seeded customers' names (docs/demo-backend.md#seeded-customers): a name is the server's,
 * shown as sent, also where it is part of an accessible name ('खाता मेन्यू, Priya Nair').
 */
const CUSTOMER_NAMES = [
  'Asha',
  'Verma',
  'Rohan',
  'Mehta',
  'Priya',
  'Nair',
  'Vikram',
  'Rao',
  'Meera',
  'Iyer',
  'Arjun',
  'Shah',
  'VenkatasatyanarayanamurthySubrahmanyeswaraSomayaji',
  'KanakamedalaVenkataramanaChakravarthulaBhattiprolu',
];

/** Starts the context in Hindi, as a reader who chose it on an earlier visit. */
export async function chooseHindi(context: BrowserContext) {
  await context.addInitScript(() => {
    if (!localStorage.getItem('lark-locale')) localStorage.setItem('lark-locale', 'hi');
  });
}

/**
 * The Latin-letter words a person sees or hears on the page, other than `allowed` and what the
 * page marks as not ours to translate (`translate="no"`: names, emails, fund names, the server's
 * and the partner's texts). Accessible names given by aria-label count too.
 */
export async function englishOnPage(page: Page, allowed: Iterable<string> = []): Promise<string[]> {
  const words = await page.evaluate(() => {
    const found: string[] = [];
    const skipped = (element: Element | null) =>
      !element ||
      element.closest('[translate="no"], script, style, noscript, [hidden]') !== null ||
      (element instanceof HTMLElement &&
        element.offsetParent === null &&
        getComputedStyle(element).position !== 'fixed');
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!skipped(node.parentElement)) found.push(node.textContent ?? '');
    }
    for (const element of document.querySelectorAll(
      '[aria-label], [placeholder], [title], img[alt]',
    )) {
      if (skipped(element)) continue;
      for (const name of ['aria-label', 'placeholder', 'title', 'alt']) {
        found.push(element.getAttribute(name) ?? '');
      }
    }
    found.push(document.title);
    return found.join(' ');
  });
  const allow = new Set([...LATIN_ALLOWED, ...CONFIGURED_NAMES, ...CUSTOMER_NAMES, ...allowed]);
  const latin = words.match(/[A-Za-z][A-Za-z'’]+/g) ?? [];
  return [...new Set(latin.filter((word) => !allow.has(word)))];
}
