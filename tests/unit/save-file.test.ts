import { afterEach, describe, expect, it, vi } from 'vitest';
import { saveFile } from '@/lib/save-file';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('saveFile', () => {
  it('hands the browser the file by a hidden download link, and lets it go once the download has started', async () => {
    const content = new Blob(['%PDF-1.7'], { type: 'application/pdf' });
    const createObjectURL = vi
      .spyOn(URL, 'createObjectURL')
      .mockReturnValue('blob:http://localhost/statement');
    const revokeObjectURL = vi.spyOn(URL, 'revokeObjectURL').mockReturnValue(undefined);
    const clicked: { href: string; download: string; hidden: boolean; onPage: boolean }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push({
        href: this.href,
        download: this.download,
        hidden: this.hidden,
        onPage: this.isConnected,
      });
    });

    saveFile(content, 'statement-2026-10.pdf');

    expect(createObjectURL).toHaveBeenCalledWith(content);
    expect(clicked).toEqual([
      {
        href: 'blob:http://localhost/statement',
        download: 'statement-2026-10.pdf',
        hidden: true,
        onPage: true,
      },
    ]);
    expect(document.querySelector('a')).toBeNull();
    // Not before the click's download has started: the event loop comes back first.
    expect(revokeObjectURL).not.toHaveBeenCalled();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:http://localhost/statement');
  });
});
