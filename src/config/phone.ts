/**
 * A phone number as people write it (an optional +, digits, spaces, brackets and dashes) with 10
 * to 13 digits: what a tel: or wa.me link can dial. The configuration (env.ts) and partner data
 * (lib/safe-contact) are held to this one rule.
 */
export function isDialable(text: string): boolean {
  const digits = text.replace(/\D/g, '').length;
  return /^\+?[\d\s()-]{7,24}$/.test(text.trim()) && digits >= 10 && digits <= 13;
}
