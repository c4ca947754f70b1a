import { useEffect, useState, type FormEvent } from "react";

const SEARCH_DELAY_MS = 300;

/**
 * A search box kept in the address (`q`): the text as typed, sent once typing pauses (or at once on Enter with
 * `submit`); when the address changes from elsewhere (back button, Clear Filters) the box shows what it says.
 */
export function useSearchText(q: string, onSearch: (next: { q: string }) => void) {
  const [text, setText] = useState(q);
  const [shownQ, setShownQ] = useState(q);
  if (q !== shownQ) {
    setShownQ(q);
    if (text.trim() !== q) setText(q);
  }

  useEffect(() => {
    const typed = text.trim();
    if (typed === q) return;
    const timer = setTimeout(() => onSearch({ q: typed }), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, q, onSearch]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSearch({ q: text.trim() });
  };
  return { text, setText, submit };
}
