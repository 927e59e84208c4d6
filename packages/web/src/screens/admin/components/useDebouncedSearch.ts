import { useEffect, useRef, useState } from 'react';

/** Wait after the last keystroke before asking the server: a fast typist makes one request, not ten. */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * The text of a search box and its debounced hand-off: `onSearch` runs once
 * typing pauses, and at once when the box is cleared.
 *
 * @param applied the search the list currently shows (the box starts with it).
 * @param onSearch applies a new search.
 */
export function useDebouncedSearch(applied: string, onSearch: (text: string) => void): [string, (text: string) => void] {
  const [text, setText] = useState(applied);
  const onSearchRef = useRef(onSearch);
  const appliedRef = useRef(applied);

  useEffect(() => {
    onSearchRef.current = onSearch;
    appliedRef.current = applied;
  });

  useEffect(() => {
    if (text.trim() === appliedRef.current.trim()) {
      return;
    }
    const timer = window.setTimeout(() => onSearchRef.current(text), text === '' ? 0 : SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [text]);

  return [text, setText];
}
