/**
 * jsdom has no object URLs and no downloads: this stands in for the browser's side of
 * "Blob + <a download>", keeping each saved file's name and text.
 */
export function captureDownloads() {
  const saved: Array<{ name: string; text: Promise<string> }> = [];
  const blobs = new Map<string, Blob>();
  Object.defineProperty(URL, 'createObjectURL', {
    configurable: true,
    value: (blob: Blob) => {
      const url = `blob:download-${blobs.size}`;
      blobs.set(url, blob);
      return url;
    },
  });
  Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: (url: string) => blobs.delete(url) });
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function save(this: HTMLAnchorElement) {
    const blob = blobs.get(this.href);
    if (blob && this.download) saved.push({ name: this.download, text: blob.text() });
  });
  return saved;
}
