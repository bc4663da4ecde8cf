/**
 * A gate a mocked answer waits at until the test opens it, so a loading state is seen for sure
 * rather than for as long as a delay happens to last on a busy machine.
 */
export function gate() {
  let open: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}
