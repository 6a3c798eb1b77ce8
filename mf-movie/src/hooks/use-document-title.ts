import { useEffect } from 'react';

/** Names the browser tab after what the page shows, and gives the old name back on leaving. */
export function useDocumentTitle(title: string | undefined) {
  useEffect(() => {
    if (!title) return undefined;
    const previous = document.title;
    document.title = title;
    return () => {
      document.title = previous;
    };
  }, [title]);
}
