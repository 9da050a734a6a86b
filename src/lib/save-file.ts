/** Hands the browser a file to save, as a download link would. */
export function saveFile(content: Blob, name: string): void {
  const url = URL.createObjectURL(content);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has started the download by the time the event loop comes back.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
