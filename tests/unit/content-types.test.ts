import { readdirSync } from 'node:fs';
import { contentType } from '../../tooling/content-types';

describe('contentType', () => {
  it.each([
    ['demo/demo-widgets.css', 'text/css'],
    ['demo/acme-logo.svg', 'image/svg+xml'],
    ['demo/volt-sdk.js', 'text/javascript'],
    ['demo/eligibility-widget.html', 'text/html;charset=utf-8'],
    ['demo/kfs.pdf', 'application/pdf'],
    ['LOGO.SVG', 'image/svg+xml'],
  ])('serves %s as %s', (file, type) => {
    expect(contentType(file)).toBe(type);
  });

  it('has a type for every file the demo serves beside the app', () => {
    for (const file of ['mockServiceWorker.js', ...readdirSync('src/mocks/static')]) {
      expect(() => contentType(file), file).not.toThrow();
    }
  });

  it.each(['font.woff', 'README', 'file.constructor'])('refuses to guess for %s', (file) => {
    expect(() => contentType(file)).toThrow(`No content type for ${file}`);
  });
});
