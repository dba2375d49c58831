import { useEffect, useState } from 'react';

/**
 * The `open` to give a lazily loaded Chakra dialog or drawer: false until the frame after it
 * mounted, then `isOpen`.
 *
 * Such a dialog first mounts when the shopper has already asked for it. Mounted open, the
 * dialog's machine starts in its open state, with a focus trap and an outside-interaction
 * watcher. On the development server, React's StrictMode then unmounts and remounts those
 * effects once more, a frame or so later: the old focus trap hands focus back to the trigger just
 * as the new watcher starts listening, which takes it for the shopper leaving and closes the
 * dialog (about half the time). Mounted closed, the machine starts with no effects to repeat and
 * opens by a plain transition, as a dialog mounted with the page does.
 */
export function useOpenAfterMount(isOpen: boolean): boolean {
  const [hasMounted, setHasMounted] = useState(false);
  useEffect(() => {
    // By the next frame React has finished mounting (and, in StrictMode, remounting) the dialog.
    const frame = requestAnimationFrame(() => setHasMounted(true));
    return () => cancelAnimationFrame(frame);
  }, []);
  return isOpen && hasMounted;
}
