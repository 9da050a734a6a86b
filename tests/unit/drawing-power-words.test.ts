import { describe, expect, it } from 'vitest';
import { drawingPowerTexts } from '@/features/drawing-power/texts';
import { hi } from '@/features/drawing-power/texts.hi';

const sentence = (parts: unknown[]) => parts.join('');

describe("a change of a fund's cap in words", () => {
  it('names both figures when the server sends them', () => {
    expect(sentence(drawingPowerTexts.en.capChanged('X', true, '90%', '80%', '-₹1'))).toBe(
      'The lender lowered the cap on X from 90% to 80%: -₹1',
    );
    expect(sentence(hi.capChanged('X', true, '90%', '80%', '-₹1'))).toBe(
      'ऋणदाता ने X का अधिकतम LTV 90% से घटाकर 80% कर दिया: -₹1',
    );
  });

  it('says it shorter when the server leaves a figure out, never "from  to "', () => {
    expect(sentence(drawingPowerTexts.en.capChanged('X', false, '', '80%', '+₹1'))).toBe(
      'The lender raised the cap on X: +₹1',
    );
    expect(sentence(hi.capChanged('X', true, '90%', '', '-₹1'))).toBe(
      'ऋणदाता ने X का अधिकतम LTV घटा दिया: -₹1',
    );
  });
});
