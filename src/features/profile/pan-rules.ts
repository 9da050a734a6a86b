/**
 * A PAN with its middle hidden: 'ABCDE1234F' -> 'ABCDE••••F', enough for a person to know it as
 * theirs. Anything that is not a PAN's 10 characters is hidden whole.
 */
export function maskPan(pan: string): string {
  if (pan.length !== 10) return '•'.repeat(pan.length);
  return `${pan.slice(0, 5)}••••${pan.slice(9)}`;
}
