import type { HelpCategoryId, ShownFaqEntry } from './categories';

/**
 * The entries matching a search and a category: every word of the query must
 * appear in the question or the answer, case and accents aside. The entries
 * are already in the language shown (showFaq), so a member searches what they read.
 *
 * @param entries all entries.
 * @param query what the user typed.
 * @param category the chosen tile, or null for all.
 * @returns the matching entries, in their order.
 */
export function filterFaq(entries: ShownFaqEntry[], query: string, category: HelpCategoryId | null): ShownFaqEntry[] {
  const words = normalise(query).split(/\s+/).filter(Boolean);
  return entries.filter((entry) => {
    if (category && entry.category !== category) {
      return false;
    }
    const text = normalise(`${entry.question} ${entry.answer.join(' ')}`);
    return words.every((word) => text.includes(word));
  });
}

function normalise(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[’']/g, "'")
    .toLowerCase();
}
