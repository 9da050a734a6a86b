// Hindi's font in the PDFs: the Devanagari script's (docs/i18n.md: adding a language).
export { default } from './devanagari-font';
