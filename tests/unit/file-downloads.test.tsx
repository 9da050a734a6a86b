import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FileDownloads } from '@/components/ui/file-downloads';
import * as saving from '@/lib/save-file';
import { notify } from '@/lib/toast';

afterEach(() => vi.restoreAllMocks());

const formats = { csv: 'CSV', pdf: 'PDF', preparing: 'Preparing…' };

describe('downloads of what is shown as CSV or PDF (FileDownloads)', () => {
  it('is a group named by its label, and saves the CSV at once under its name', async () => {
    const save = vi.spyOn(saving, 'saveFile').mockReturnValue(undefined);
    render(
      <FileDownloads
        label="Download"
        formats={formats}
        csv={() => ({ text: 'a,b\n1,2', name: 'statement.csv' })}
        pdf={() => Promise.reject(new Error('not asked for'))}
        pdfFailed={() => 'The PDF could not be made'}
      />,
    );
    expect(screen.getByRole('group', { name: 'Download' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'CSV' }));
    expect(save).toHaveBeenCalledTimes(1);
    const [file, name] = save.mock.calls[0] ?? [];
    expect(name).toBe('statement.csv');
    expect(file?.type).toBe('text/csv;charset=utf-8');
    expect(await file?.text()).toBe('a,b\n1,2');
  });

  it('is busy and says it is preparing the PDF from the press until it is saved under its name', async () => {
    const save = vi.spyOn(saving, 'saveFile').mockReturnValue(undefined);
    let finish: () => void = () => undefined;
    const pdf = new Blob(['%PDF-1.7'], { type: 'application/pdf' });
    render(
      <FileDownloads
        label="Download"
        formats={formats}
        csv={() => ({ text: '', name: 'x.csv' })}
        pdf={() =>
          new Promise((resolve) => {
            finish = () => resolve({ file: pdf, name: 'statement.pdf' });
          })
        }
        pdfFailed={() => 'The PDF could not be made'}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'PDF' }));
    expect(screen.getByRole('button', { name: 'Preparing…' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Preparing…');
    await act(async () => finish());
    expect(save).toHaveBeenCalledWith(pdf, 'statement.pdf');
    expect(screen.getByRole('button', { name: 'PDF' })).not.toHaveAttribute('aria-busy');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('says a PDF that could not be made, in the words of that moment, and saves nothing', async () => {
    const save = vi.spyOn(saving, 'saveFile').mockReturnValue(undefined);
    const error = vi.spyOn(notify, 'error').mockReturnValue(undefined);
    render(
      <FileDownloads
        label="Download statement"
        formats={formats}
        csv={() => ({ text: '', name: 'x.csv' })}
        pdf={() => Promise.reject(new TypeError('Failed to fetch dynamically imported module'))}
        pdfFailed={() => 'The PDF could not be made'}
      />,
    );
    expect(screen.getByRole('group', { name: 'Download statement' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'PDF' }));
    await vi.waitFor(() => expect(error).toHaveBeenCalledWith('The PDF could not be made'));
    expect(save).not.toHaveBeenCalled();
  });
});
