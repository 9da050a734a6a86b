/**
 * The content type of each kind of file served beside the app (the demo's widgets, styles, logos
 * and documents), as the IANA media-type registry names it: the values of mime-db, the table
 * `vite preview` serves the built demo with. The dev server sends the same, so the two serve each
 * file the same way: a browser applies no stylesheet and draws no image sent as text/plain.
 */
const CONTENT_TYPES = new Map<string, string>([
  ['css', 'text/css'],
  // With its character set, as `vite preview` sends a page.
  ['html', 'text/html;charset=utf-8'],
  ['js', 'text/javascript'],
  ['json', 'application/json'],
  ['pdf', 'application/pdf'],
  ['png', 'image/png'],
  ['svg', 'image/svg+xml'],
  ['txt', 'text/plain'],
  ['webp', 'image/webp'],
  ['woff2', 'font/woff2'],
]);

/** The type to send a file with; a kind of file not in the table is refused, never guessed. */
export function contentType(fileName: string): string {
  const extension = /\.(\w+)$/.exec(fileName)?.[1]?.toLowerCase() ?? '';
  const type = CONTENT_TYPES.get(extension);
  if (type === undefined) {
    throw new Error(`No content type for ${fileName}: add its kind to tooling/content-types.ts`);
  }
  return type;
}
