/** Saves text as a file through the browser's own download; nothing is sent anywhere. */
export function downloadText(text: string, fileName: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the URL after click() returns; it only costs memory until then.
  window.setTimeout(() => URL.revokeObjectURL(url), 30_000);
}

export function supportFileName(at: number): string {
  return `support-recording-${new Date(at).toISOString().slice(0, 19).replace(/[T:]/g, '-')}.json`;
}
