/**
 * The reference a person reads out to support, from the request's id (docs/product.md#requests):
 * its last 8 letters and digits, upper case, in groups of four ('col-2d73…e41f09c8' reads
 * 'E41F 09C8'). An id of 8 or fewer is shown whole, grouped the same way; one with no letter or
 * digit at all, as sent.
 */
export function requestReference(id: string | number): string {
  const plain = String(id)
    .replace(/[^0-9a-z]/gi, '')
    .toUpperCase()
    .slice(-8);
  return plain ? plain.replace(/(.{4})(?=.)/g, '$1 ') : String(id);
}
