/** Up to two initials for the avatar ('Ana María López' → 'AM'). */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.slice(0, 2).map((word) => word.charAt(0).toLocaleUpperCase('es-MX'));
  return letters.join('') || '?';
}
