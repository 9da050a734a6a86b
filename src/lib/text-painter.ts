/**
 * Draws text the PDF's built-in fonts cannot (anything outside Latin-1: a Devanagari name, ₹)
 * with the browser's own fonts, which have every script a customer's device shows and shape it
 * as it is written (conjuncts, vowel signs before their consonant), which a PDF library without
 * a shaping engine cannot. Sizes are in millimetres; the picture's baseline is BASELINE em from
 * its top.
 */
export type TextPainter = {
  width(text: string, size: number, bold: boolean): number;
  png(text: string, size: number, bold: boolean): { data: string; width: number; height: number };
};

/** Picture pixels per point of type: sharp when printed at 300 dpi (about 4.2). */
const SCALE = 5;
const MM_PER_PT = 25.4 / 72;
/** Room above the baseline for marks over the headline, and below it for those under. */
export const BASELINE = 1.15;
const DEPTH = 0.45;
const FAMILY =
  "Helvetica, Arial, 'Noto Sans', 'Noto Sans Devanagari', 'Nirmala UI', 'Kohinoor Devanagari', sans-serif";

/** The browser's painter, or null where there is no canvas to draw with. */
export function canvasPainter(): TextPainter | null {
  if (typeof document === 'undefined') return null;
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d');
  if (!context) return null;
  const font = (size: number, bold: boolean) => `${bold ? 'bold ' : ''}${size * SCALE}px ${FAMILY}`;
  const width = (text: string, size: number, bold: boolean) => {
    context.font = font(size, bold);
    return (context.measureText(text).width / SCALE) * MM_PER_PT;
  };
  return {
    width,
    png(text, size, bold) {
      const wide = width(text, size, bold);
      canvas.width = Math.ceil((wide / MM_PER_PT) * SCALE) + 2;
      canvas.height = Math.ceil((BASELINE + DEPTH) * size * SCALE);
      context.clearRect(0, 0, canvas.width, canvas.height);
      context.font = font(size, bold);
      context.fillStyle = '#000';
      context.textBaseline = 'alphabetic';
      context.fillText(text, 1, BASELINE * size * SCALE);
      return {
        data: canvas.toDataURL('image/png'),
        width: (canvas.width / SCALE) * MM_PER_PT,
        height: (canvas.height / SCALE) * MM_PER_PT,
      };
    },
  };
}
